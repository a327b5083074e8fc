import { count, eq } from 'drizzle-orm';
import type { ExportFilter } from '../../../contract/api/staff';
import { textIn } from '../../../contract/content';
import { type LanguageCode, languageCodes } from '../../../contract/languages';
import { educations, genders, residences } from '../../../contract/user-options';
import { limits } from '../../../contract/limits';
import type { Db } from '../../db/client';
import { surveyAttempts, users } from '../../db/schema';
import { type AttemptSelection, attemptBatches, whereOf } from './attempt-batches';
import { bom, csvRow } from './csv';
import { type ExportTexts, exportTexts } from './export-texts';
import { loadStructure, type PackageQuestion, type PackageStructure, topicsOf } from './package/structure';

const selectionOf = ({ topic, ...filter }: ExportFilter): AttemptSelection => ({ ...filter, topicIds: [topic] });
const list = (codes: readonly string[]) => codes.join(', ');

/**
 * The research export of docs/product/choices.md: one row per completed attempt, pseudonymous (the respondent
 * uuid, never name or e-mail), answers as text in the chosen language, results per sub-topic.
 */
export function createExporter({ db }: { db: Db }) {
  /** The one structure loader of every export (the package's), for the topic chosen. */
  async function structure(topicId: number, language: LanguageCode): Promise<PackageStructure> {
    return loadStructure(db, await topicsOf(db, topicId, false), language);
  }

  function answerText(question: PackageQuestion, answered: unknown, t: ExportTexts): string {
    const label = (id: unknown) => question.coded.find((c) => c.id === id)?.label.text ?? '';
    if (answered === undefined || answered === null) return '';
    switch (question.type) {
      case 'TXT':
        return typeof answered === 'string' ? answered : '';
      case 'OCA':
      case 'SCL':
        return answered === 0 ? '' : label(answered);
      case 'MCA':
        return Array.isArray(answered) ? answered.map((id) => (id === 0 ? t.none : label(id))).join(' | ') : '';
      case 'DND':
        return Array.isArray(answered) ? answered.map(label).join(' > ') : '';
      case 'ASG':
        if (typeof answered !== 'object') return '';
        return Object.entries(answered as Record<string, unknown>)
          .map(([row, option]) => `${label(Number(row))}: ${option === 0 ? '' : label(option)}`)
          .join(' | ');
      default:
        return '';
    }
  }

  const fixedColumns = [
    'attempt_id',
    'respondent',
    'country',
    'residence',
    'age',
    'gender',
    'education',
    'employment',
    'unemployed_months',
    'job_sectors',
    'topic',
    'language',
    'created_at',
    'completed_at',
  ] as const;

  const profileColumns = new Set<string>(fixedColumns.slice(2, 10));

  return {
    /** With `all_topics`, every topic of the topic's tool: the rows of the research package. */
    async count({ all_topics: allTopics = false, ...filter }: ExportFilter & { all_topics?: boolean }): Promise<number> {
      // The profile is joined only to filter by country: the join read every user per count.
      const base = db.select({ n: count() }).from(surveyAttempts);
      const selection = allTopics
        ? { ...selectionOf(filter), topicIds: (await topicsOf(db, filter.topic, true)).map((t) => t.id) }
        : selectionOf(filter);
      const [row] = filter.country
        ? await base.leftJoin(users, eq(users.respondentId, surveyAttempts.respondentId)).where(whereOf(selection))
        : await base.where(whereOf(selection));
      return Number(row?.n ?? 0);
    },

    /** The CSV in pieces: the header, then one piece per batch of rows read by (completed_at, id). */
    async *csv(filter: ExportFilter, language: LanguageCode): AsyncGenerator<string> {
      const t = exportTexts(language);
      const s = await structure(filter.topic, language);
      const topicName = s.topics[0]!.name.text;
      yield bom +
        csvRow([
          ...fixedColumns,
          ...s.questions.map((q) => `q${q.id}`),
          ...s.subs.flatMap((sub) => [`s${sub.id}_actual`, `s${sub.id}_total`, `s${sub.id}_level`]),
        ]);
      for await (const batch of attemptBatches(db, selectionOf(filter))) {
        let piece = '';
        for (const { attempt: a, profile: row } of batch) {
          const results = new Map((a.results ?? []).map((r) => [r.sub_topic_id, r]));
          piece += csvRow([
            a.id,
            a.respondentId ?? '',
            row.country ?? '',
            row.residence ?? '',
            row.age ?? null,
            row.gender ?? '',
            row.education ?? '',
            row.employment === null ? '' : row.employment ? t.yes : t.no,
            row.unemployed_months ?? null,
            (row.job_fields ?? []).join(','),
            topicName,
            a.language,
            a.createdAt.toISOString(),
            a.completedAt?.toISOString() ?? '',
            ...s.questions.map((q): string =>
              a.questionIds.includes(q.id) ? answerText(q, a.answers[String(q.id)]?.answered, t) : '',
            ),
            ...s.subs.flatMap((sub): (number | null)[] => {
              const r = results.get(sub.id);
              return r ? [r.actual_points, r.total_points, r.level] : [null, null, null];
            }),
          ]);
        }
        yield piece;
      }
    },

    /** Column, meaning and answer codes of every column of the export, in the chosen language. */
    async codebook(topicId: number, language: LanguageCode): Promise<string> {
      const t = exportTexts(language);
      const s = await structure(topicId, language);
      const topicName = s.topics[0]!.name.text;
      const meanings: Record<(typeof fixedColumns)[number], [string, string]> = {
        attempt_id: [t.attemptId, ''],
        respondent: [t.respondent, ''],
        country: [t.country, ''],
        residence: [t.residence, list(residences)],
        age: [t.age, `${limits.ageMin}–${limits.ageMax}`],
        gender: [t.gender, list(genders)],
        education: [t.education, list(educations)],
        employment: [t.employment, `${t.yes}, ${t.no}`],
        unemployed_months: [t.unemployedMonths, `${limits.unemployedMonthsMin}–${limits.unemployedMonthsMax}`],
        job_sectors: [t.jobSectors, ''],
        topic: [t.topic, topicName],
        language: [t.language, list(languageCodes)],
        created_at: [t.createdAt, 'ISO 8601'],
        completed_at: [t.completedAt, 'ISO 8601'],
      };
      let out = bom + csvRow(t.codebookHeader);
      for (const column of fixedColumns) {
        const [meaning, codes] = meanings[column];
        out += csvRow([column, profileColumns.has(column) ? `${meaning} (${t.profileAtCompletion})` : meaning, codes]);
      }
      for (const q of s.questions) {
        const codes = [...q.choices]
          .sort((a, b) => a.position - b.position || a.id - b.id)
          .map((c) => (q.type === 'SCL' ? `${c.point ?? ''} = ${textIn(c.text, language)}` : textIn(c.text, language)))
          .join(' | ');
        const mark = q.deleted ? ` (${t.deleted})` : '';
        out += csvRow([
          `q${q.id}`,
          `${q.type} · ${textIn(q.subTopicName, language)}: ${q.label.text}${mark}`,
          codes || t.answerAsText,
        ]);
      }
      for (const sub of s.subs) {
        const mark = sub.deleted ? ` (${t.deleted})` : '';
        const name = sub.name.text;
        out += csvRow([`s${sub.id}_actual`, `${name}${mark}: ${t.actual}`, t.decimals]);
        out += csvRow([`s${sub.id}_total`, `${name}${mark}: ${t.total}`, '']);
        out += csvRow([`s${sub.id}_level`, `${name}${mark}: ${t.level}`, sub.levels.length ? `1–${sub.levels.length}` : '']);
      }
      return out;
    },
  };
}
export type Exporter = ReturnType<typeof createExporter>;

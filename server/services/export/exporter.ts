import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ExportFilter } from '../../../contract/api/staff';
import { textIn } from '../../../contract/content';
import { type LanguageCode, languageCodes } from '../../../contract/languages';
import { educations, genders, residences } from '../../../contract/user-options';
import { limits } from '../../../contract/limits';
import type { Db } from '../../db/client';
import { questionOptions, questions, ratingLevels, subTopics, surveyAttempts, topics, users } from '../../db/schema';
import { ApiError } from '../api-error';
import { staffMessages as m } from '../../../contract/messages';
import { type AttemptSelection, attemptBatches, whereOf } from './attempt-batches';
import { bom, csvRow } from './csv';
import { type ExportTexts, exportTexts } from './export-texts';
import { topicsOf } from './package/structure';

const selectionOf = ({ topic, ...filter }: ExportFilter): AttemptSelection => ({ ...filter, topicIds: [topic] });
const list = (codes: readonly string[]) => codes.join(', ');

type Choice = typeof questionOptions.$inferSelect;
interface Structure {
  topicName: string;
  subs: { id: number; name: string; deleted: boolean; levels: number }[];
  questions: { id: number; type: string; text: string; subName: string; deleted: boolean; choices: Choice[] }[];
}

/**
 * The research export of design.md section 3: one row per completed attempt, pseudonymous (the respondent
 * uuid, never name or e-mail), answers as text in the chosen language, results per sub-topic.
 */
export function createExporter({ db }: { db: Db }) {
  async function structure(topicId: number, language: LanguageCode): Promise<Structure> {
    const [topic] = await db.select().from(topics).where(eq(topics.id, topicId));
    if (!topic) throw new ApiError(404, m.topicMissing);
    const subs = await db
      .select()
      .from(subTopics)
      .where(eq(subTopics.topicId, topicId))
      .orderBy(asc(subTopics.position), asc(subTopics.id));
    const qs = subs.length
      ? await db
          .select()
          .from(questions)
          .where(
            inArray(
              questions.subTopicId,
              subs.map((s) => s.id),
            ),
          )
      : [];
    // Deleted choices too: a past answer may name one.
    const choices = qs.length
      ? await db
          .select()
          .from(questionOptions)
          .where(
            inArray(
              questionOptions.questionId,
              qs.map((q) => q.id),
            ),
          )
          .orderBy(asc(questionOptions.position), asc(questionOptions.id))
      : [];
    const levelRows = subs.length
      ? await db
          .select({ subTopicId: ratingLevels.subTopicId })
          .from(ratingLevels)
          .where(
            inArray(
              ratingLevels.subTopicId,
              subs.map((s) => s.id),
            ),
          )
      : [];
    const levelsOf = (id: number) => levelRows.filter((l) => l.subTopicId === id).length;
    const subIndex = (id: number) => subs.findIndex((s) => s.id === id);
    qs.sort((a, b) => subIndex(a.subTopicId) - subIndex(b.subTopicId) || a.position - b.position || a.id - b.id);
    return {
      topicName: textIn(topic.name, language),
      subs: subs.map((s) => ({
        id: s.id,
        name: textIn(s.name, language),
        deleted: s.deletedAt !== null,
        levels: levelsOf(s.id),
      })),
      questions: qs.map((q) => ({
        id: q.id,
        type: q.type,
        text: textIn(q.text, language),
        subName: textIn(subs[subIndex(q.subTopicId)]!.name, language),
        deleted: q.deletedAt !== null,
        choices: choices.filter((c) => c.questionId === q.id),
      })),
    };
  }

  function answerText(
    question: Structure['questions'][number],
    answered: unknown,
    language: LanguageCode,
    t: ExportTexts,
  ): string {
    const label = (id: unknown) => {
      const choice = question.choices.find((c) => c.id === id);
      return choice ? textIn(choice.text, language) : '';
    };
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
    /** With `all_topics`, every topic of the topic's tool: the rows of the research package (issue 21). */
    async count({ all_topics: allTopics = false, ...filter }: ExportFilter & { all_topics?: boolean }): Promise<number> {
      // The profile is joined only to filter by country: the join read every user per count (issue 13).
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
            s.topicName,
            a.language,
            a.createdAt.toISOString(),
            a.completedAt?.toISOString() ?? '',
            ...s.questions.map((q): string =>
              a.questionIds.includes(q.id) ? answerText(q, a.answers[String(q.id)]?.answered, language, t) : '',
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
        topic: [t.topic, s.topicName],
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
        const codes = q.choices
          .filter((c) => c.deletedAt === null)
          .map((c) => (q.type === 'SCL' ? `${c.point ?? ''} = ${textIn(c.text, language)}` : textIn(c.text, language)))
          .join(' | ');
        const mark = q.deleted ? ` (${t.deleted})` : '';
        out += csvRow([`q${q.id}`, `${q.type} · ${q.subName}: ${q.text}${mark}`, codes || t.answerAsText]);
      }
      for (const sub of s.subs) {
        const mark = sub.deleted ? ` (${t.deleted})` : '';
        out += csvRow([`s${sub.id}_actual`, `${sub.name}${mark}: ${t.actual}`, t.decimals]);
        out += csvRow([`s${sub.id}_total`, `${sub.name}${mark}: ${t.total}`, '']);
        out += csvRow([`s${sub.id}_level`, `${sub.name}${mark}: ${t.level}`, sub.levels ? `1–${sub.levels}` : '']);
      }
      return out;
    },
  };
}
export type Exporter = ReturnType<typeof createExporter>;

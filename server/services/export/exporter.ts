import { and, asc, count, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { ExportFilter } from '../../../contract/api/staff';
import { textIn } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import type { Db } from '../../db/client';
import { questionOptions, questions, subTopics, surveyAttempts, topics, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { staffMessages as m } from '../../routes/staff/messages';
import { bom, csvRow } from './csv';
import { type ExportTexts, exportTexts } from './export-texts';

/** Rows read per statement: memory stays flat in the number of exported rows. */
export const exportBatchSize = 500;

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** The attempts an export with `filter` writes: completed ones of the topic, by country and completion date. */
function whereOf(filter: ExportFilter): SQL {
  const conditions: SQL[] = [eq(surveyAttempts.topicId, filter.topic), isNotNull(surveyAttempts.completedAt)];
  if (filter.country) conditions.push(eq(users.country, filter.country));
  if (filter.time_from) conditions.push(gte(surveyAttempts.completedAt, new Date(`${filter.time_from}T00:00:00Z`)));
  if (filter.time_to) conditions.push(lt(surveyAttempts.completedAt, dayAfter(filter.time_to)));
  return and(...conditions)!;
}

type Choice = typeof questionOptions.$inferSelect;
interface Structure {
  topicName: string;
  subs: { id: number; name: string; deleted: boolean }[];
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
    const subIndex = (id: number) => subs.findIndex((s) => s.id === id);
    qs.sort((a, b) => subIndex(a.subTopicId) - subIndex(b.subTopicId) || a.position - b.position || a.id - b.id);
    return {
      topicName: textIn(topic.name, language),
      subs: subs.map((s) => ({ id: s.id, name: textIn(s.name, language), deleted: s.deletedAt !== null })),
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

  return {
    async count(filter: ExportFilter): Promise<number> {
      // The profile is joined only to filter by country: the join read every user per count (issue 13).
      const base = db.select({ n: count() }).from(surveyAttempts);
      const [row] = filter.country
        ? await base.leftJoin(users, eq(users.respondentId, surveyAttempts.respondentId)).where(whereOf(filter))
        : await base.where(whereOf(filter));
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
      let after: { completedAt: string; id: string } | null = null;
      for (;;) {
        const where: SQL = after
          ? and(
              whereOf(filter),
              sql`(${surveyAttempts.completedAt}, ${surveyAttempts.id}) > (${after.completedAt}::timestamptz, ${after.id})`,
            )!
          : whereOf(filter);
        const rows = await db
          .select({
            a: surveyAttempts,
            completedAtText: sql<string>`${surveyAttempts.completedAt}::text`,
            country: users.country,
            residence: users.residence,
            age: users.age,
            gender: users.gender,
            education: users.education,
            employment: users.employment,
            unemployedMonths: users.unemployedMonths,
            jobFields: users.jobFields,
          })
          .from(surveyAttempts)
          .leftJoin(users, eq(users.respondentId, surveyAttempts.respondentId))
          .where(where)
          .orderBy(asc(surveyAttempts.completedAt), asc(surveyAttempts.id))
          .limit(exportBatchSize);
        if (rows.length === 0) return;
        let piece = '';
        for (const row of rows) {
          const a = row.a;
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
            row.unemployedMonths ?? null,
            (row.jobFields ?? []).join(','),
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
        const last = rows.at(-1)!;
        after = { completedAt: last.completedAtText, id: last.a.id };
        if (rows.length < exportBatchSize) return;
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
        residence: [t.residence, 'citizen, immigrant'],
        age: [t.age, '0–150'],
        gender: [t.gender, 'male, female, other, prefer_not_to_say'],
        education: [t.education, 'primary, secondary_certificate, secondary_diploma, post_secondary, tertiary'],
        employment: [t.employment, `${t.yes}, ${t.no}`],
        unemployed_months: [t.unemployedMonths, '0–1000'],
        job_sectors: [t.jobSectors, ''],
        topic: [t.topic, s.topicName],
        language: [t.language, 'en, cs, sk, de, hu, hr, bg, sl, sr, bs'],
        created_at: [t.createdAt, 'ISO 8601'],
        completed_at: [t.completedAt, 'ISO 8601'],
      };
      let out = bom + csvRow(t.codebookHeader);
      for (const column of fixedColumns) out += csvRow([column, ...meanings[column]]);
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
        out += csvRow([`s${sub.id}_level`, `${sub.name}${mark}: ${t.level}`, '1–3']);
      }
      return out;
    },
  };
}
export type Exporter = ReturnType<typeof createExporter>;

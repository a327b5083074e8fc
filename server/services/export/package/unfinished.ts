import { and, asc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type SurveyAttemptRow, surveyAttempts, users } from '../../../db/schema';
import { type AttemptSelection, dayAfter, exportBatchSize } from '../attempt-batches';
import type { ExportTexts } from '../export-texts';
import type { Field, Row } from './field';
import { questionName } from './question-fields';
import type { PackageStructure } from './structure';
import { attemptFields, iso, topicCode } from './tables';

/**
 * unfinished.csv: the attempts started and not completed (dropout), with how far each got. The filters of
 * the export apply to when they were started, and the country to the person's profile today (an
 * unfinished attempt stores none).
 */
function whereUnfinished(selection: AttemptSelection): SQL {
  const conditions: SQL[] = [inArray(surveyAttempts.topicId, selection.topicIds), isNull(surveyAttempts.completedAt)];
  if (selection.country) conditions.push(eq(users.country, selection.country));
  if (selection.time_from) conditions.push(gte(surveyAttempts.createdAt, new Date(`${selection.time_from}T00:00:00Z`)));
  if (selection.time_to) conditions.push(lt(surveyAttempts.createdAt, dayAfter(selection.time_to)));
  if (selection.asOf) conditions.push(lte(surveyAttempts.createdAt, selection.asOf));
  return and(...conditions)!;
}

export async function* unfinishedBatches(db: Db, selection: AttemptSelection): AsyncGenerator<SurveyAttemptRow[]> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const where: SQL = after
      ? and(
          whereUnfinished(selection),
          sql`(${surveyAttempts.createdAt}, ${surveyAttempts.id}) > (${after.createdAt}::timestamptz, ${after.id})`,
        )!
      : whereUnfinished(selection);
    const rows = await db
      .select({ a: surveyAttempts, createdAtText: sql<string>`${surveyAttempts.createdAt}::text` })
      .from(surveyAttempts)
      .leftJoin(users, eq(users.respondentId, surveyAttempts.respondentId))
      .where(where)
      .orderBy(asc(surveyAttempts.createdAt), asc(surveyAttempts.id))
      .limit(exportBatchSize);
    if (rows.length === 0) return;
    yield rows.map((r) => r.a);
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAtText, id: last.a.id };
    if (rows.length < exportBatchSize) return;
  }
}

export function unfinishedFields(s: PackageStructure, t: ExportTexts): Field[] {
  return [
    ...attemptFields(s, t),
    { name: 'started', type: 'datetime', title: t.createdAt, description: t.createdAt },
    {
      name: 'last_saved',
      type: 'datetime',
      title: 'Last saved (UTC)',
      description: 'When an answer was last saved (UTC, milliseconds)',
    },
    {
      name: 'abandoned',
      type: 'datetime',
      title: 'Abandoned (UTC)',
      description: 'When the respondent started the topic again instead (UTC); empty when not',
    },
    {
      name: 'questions',
      type: 'integer',
      title: 'Questions asked',
      description: 'How many questions the attempt asks',
      constraints: { minimum: 0 },
    },
    {
      name: 'answered',
      type: 'integer',
      title: 'Questions answered',
      description: 'How many of them have an answer',
      constraints: { minimum: 0 },
    },
    {
      name: 'last_question',
      type: 'string',
      title: 'Last question reached',
      description:
        'The last question, in the order asked, that has an answer (its column name in responses.csv); empty when none',
    },
  ];
}

export function unfinishedRow(s: PackageStructure, a: SurveyAttemptRow): Row {
  const answered = a.questionIds.filter((id) => {
    const answer = a.answers[String(id)];
    return answer && answer.answered !== null && answer.answered !== undefined;
  });
  const last = answered.at(-1);
  return {
    attempt: a.id,
    respondent: a.respondentId,
    topic: topicCode(s.topics.find((x) => x.id === a.topicId)!),
    language: a.language,
    started: iso(a.createdAt),
    last_saved: iso(a.updatedAt),
    abandoned: iso(a.abandonedAt),
    questions: a.questionIds.length,
    answered: answered.length,
    last_question: last === undefined ? null : questionName({ id: last }),
  };
}

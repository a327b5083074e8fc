import { sql } from 'drizzle-orm';
import type { SubmittedQuestion } from '../../../contract/api/survey';
import type { Db } from '../../db/client';
import type { StoredAnswer } from '../../db/schema';
import { rowsOf } from '../../db/migrate';
import { earliestMoment } from './answer-times';
import type { KeyedQuestion } from './question-keys';

/**
 * What a submitted answer stores, without what it keeps from the answer before (started_at and the edit
 * times when the submit leaves them out). `answered` is the answer as answerWithNumberIds reads it.
 */
export function freshAnswer(
  question: KeyedQuestion,
  submitted: SubmittedQuestion,
  answered: unknown,
): Partial<StoredAnswer> & { answered: unknown } {
  return {
    answered,
    ...(submitted.started_at != null ? { started_at: submitted.started_at } : {}),
    ...(submitted.updated_at != null ? { updated_at: submitted.updated_at.slice(-99) } : {}),
    ...(question.type === 'TXT' ? { pasted: submitted.pasted ?? false } : {}),
  };
}

/** The stored answer: the fresh one over what the question's earlier answer had; a `clamped` mark stays. */
export function mergedAnswer(fresh: ReturnType<typeof freshAnswer>, before: StoredAnswer | undefined): StoredAnswer {
  return {
    started_at: before?.started_at ?? null,
    updated_at: before?.updated_at ?? [],
    ...(before?.clamped ? { clamped: true } : {}),
    ...fresh,
  };
}

export interface AnswersAtOnce {
  attemptId: string;
  /** The caller's respondent; null for an anonymous caller (their attempt has none either). */
  respondentId: string | null;
  /** The version the submit was made from, and the server's time now. */
  sent: Date;
  now: Date;
  /** Every submitted question id, those whose answers are not kept (deleted questions) included. */
  questionIds: number[];
  /** Their times no later than `now` already (answerInLife); those before the attempt was made are refused. */
  answers: Record<string, ReturnType<typeof freshAnswer>>;
}

/**
 * A submit that completes nothing, in one statement: it stores the answers, merged as
 * `mergedAnswer` merges them, only when the attempt is the caller's, unfinished, not abandoned, not newer
 * than `sent`, asks every submitted question and was made no later than the answers' earliest time (an
 * earlier time must be moved, which the long way does: answer-times.ts). The row lock of the UPDATE
 * serialises concurrent submits, and the second finds the version moved. Returns the new version, or
 * undefined when any condition failed: the caller then takes the long way, which says which. The UPDATE is
 * the database function of migrations/0010_store_answers_at_once.sql (0012 added the earliest time), so
 * that each connection plans it once.
 */
export async function storeAnswersAtOnce(db: Db, a: AnswersAtOnce): Promise<Date | undefined> {
  const result = await db.execute(sql`
    SELECT store_answers_at_once(
      ${JSON.stringify(a.answers)}::jsonb,
      ${a.now.toISOString()}::timestamptz,
      ${a.attemptId}::text,
      ${a.respondentId}::uuid,
      ${a.sent.toISOString()}::timestamptz,
      ${`{${a.questionIds.join(',')}}`}::integer[],
      ${earliestMoment(Object.values(a.answers))?.toISOString() ?? null}::timestamptz
    ) AS version`);
  const [row] = rowsOf<{ version: number | null }>(result);
  return row?.version == null ? undefined : new Date(Number(row.version));
}

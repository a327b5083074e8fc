import { and, eq, isNull } from 'drizzle-orm';
import { surveyAttempts } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** The respondent's attempts at the topic that are neither completed nor abandoned (the unique index allows one). */
const openAttemptsWhere = (respondentId: string, topicId: number) =>
  and(
    eq(surveyAttempts.respondentId, respondentId),
    eq(surveyAttempts.topicId, topicId),
    isNull(surveyAttempts.completedAt),
    isNull(surveyAttempts.abandonedAt),
  );

/** The respondent's unfinished attempt at the topic, if any. */
export async function openAttemptOf(executor: Executor, respondentId: string, topicId: number) {
  const [open] = await executor.select().from(surveyAttempts).where(openAttemptsWhere(respondentId, topicId));
  return open;
}

/** Marks the respondent's unfinished attempt at the topic abandoned at `at`. */
export async function abandonOpenAttempts(executor: Executor, respondentId: string, topicId: number, at: Date) {
  await executor.update(surveyAttempts).set({ abandonedAt: at }).where(openAttemptsWhere(respondentId, topicId));
}

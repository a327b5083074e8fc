import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SurveyAttemptRow, surveyAttempts } from '../../db/schema';

const summaryColumns = {
  id: surveyAttempts.id,
  topicId: surveyAttempts.topicId,
  createdAt: surveyAttempts.createdAt,
  updatedAt: surveyAttempts.updatedAt,
  completedAt: surveyAttempts.completedAt,
  fetched: surveyAttempts.fetched,
  results: surveyAttempts.results,
};
export type AttemptSummaryRow = { [K in keyof typeof summaryColumns]: SurveyAttemptRow[K] };

/**
 * The attempt reads of the hot survey calls, built once: Drizzle then sends the same SQL text each
 * time instead of building it per request, and PostgreSQL keeps each one's plan on every pooled connection.
 */
export function preparedAttemptQueries(db: Db) {
  const byId = db
    .select()
    .from(surveyAttempts)
    .where(eq(surveyAttempts.id, sql.placeholder('id')))
    .prepare('survey_attempt_by_id');
  // Every tool's: a respondent has a few attempts, and one statement text whatever the topics. What a topic
  // card, a result page and the history show (attempt-cache.ts keeps it): not the answers, kilobytes each.
  const ofRespondent = db
    .select(summaryColumns)
    .from(surveyAttempts)
    .where(and(eq(surveyAttempts.respondentId, sql.placeholder('respondentId')), isNull(surveyAttempts.abandonedAt)))
    .orderBy(desc(surveyAttempts.completedAt), desc(surveyAttempts.updatedAt))
    .prepare('survey_attempts_of_respondent');
  return {
    byId: (id: string) => byId.execute({ id }),
    /** Not abandoned, completed ones first and newest first. */
    ofRespondent: (respondentId: string) => ofRespondent.execute({ respondentId }),
  };
}

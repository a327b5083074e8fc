import { eq } from 'drizzle-orm';
import type { Survey } from '../../../contract/api/survey';
import type { LanguageCode } from '../../../contract/languages';
import { surveyMessages as m } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { surveyAttempts } from '../../db/schema';
import { ApiError } from '../api-error';
import { isUniqueViolation } from '../db-errors';
import { type Caller, respondentOf } from './attempt-access';
import { newAttemptId } from './attempt-id';
import type { ContentSnapshot, TopicRow } from './content-snapshot';
import { openAttemptOf } from './open-attempts';
import { newOptionOrder } from './respondent-questions';
import { findTopic, surveyOf } from './respondent-survey';
import type { SurveyParts } from './survey-parts';

type GetBody = { topic: number; start?: boolean } | { survey_attempt: string };
type GenerateBody = { topic: number; retry?: boolean };

interface NewAttempt {
  snapshot: ContentSnapshot;
  topic: TopicRow;
  respondentId: string | null;
  language: LanguageCode;
  retry?: boolean;
  now: Date;
}

/** The unfinished attempt, else a new one, in one transaction; `retry` abandons the unfinished one first. */
const makeAttempt = (db: Db, { snapshot, topic, respondentId, language, retry, now }: NewAttempt) =>
  db.transaction(async (tx) => {
    if (respondentId) {
      const open = await openAttemptOf(tx, respondentId, topic.id);
      if (open && !retry) return open;
      if (open) await tx.update(surveyAttempts).set({ abandonedAt: now }).where(eq(surveyAttempts.id, open.id));
    }
    const asked = snapshot.questionsOfTopic(topic.id);
    const [made] = await tx
      .insert(surveyAttempts)
      .values({
        id: newAttemptId(),
        respondentId,
        topicId: topic.id,
        language,
        questionIds: asked.map((q) => q.id),
        optionOrder: newOptionOrder(asked),
        fetched: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return made!;
  });

async function generate(parts: SurveyParts, body: GenerateBody, caller: Caller, language: LanguageCode): Promise<Survey> {
  const { db, content, writing } = parts;
  parts.access.requireCallerAllowed(caller);
  const snapshot = await content.snapshot();
  const topic = findTopic(snapshot, body.topic);
  const respondentId = respondentOf(caller);
  const now = parts.clock.now();
  const make = () => makeAttempt(db, { snapshot, topic, respondentId, language, retry: body.retry, now });
  // Two generates at once (two tabs): the unique index lets one attempt through; the other gets that one.
  const attempt = await writing(respondentId, make).catch(async (error: unknown) => {
    const open = respondentId && isUniqueViolation(error) ? await openAttemptOf(db, respondentId, topic.id) : undefined;
    if (!open) throw error;
    return open;
  });
  return surveyOf(content, attempt, caller, language);
}

/** Step 3 of the questionnaire start on the server: the latest completed attempt's 404, else a new attempt. */
async function startAfresh(parts: SurveyParts, topicId: number, caller: Caller, language: LanguageCode) {
  const respondentId = respondentOf(caller);
  const completed = respondentId
    ? (await parts.attemptCache.of(respondentId)).find((a) => a.topicId === topicId && a.completedAt)
    : undefined;
  if (completed) throw new ApiError(404, m.noAttemptInProgress, undefined, undefined, { completed_attempt: completed.id });
  return { ...(await generate(parts, { topic: topicId }, caller, language)), generated: true };
}

/** The attempt a POST /get names: by id (not completed), or the caller's unfinished one at the topic. */
async function attemptToGet({ db, content, access }: SurveyParts, body: GetBody, caller: Caller) {
  if ('survey_attempt' in body) {
    const attempt = await access.findAttempt(db, body.survey_attempt, caller);
    if (attempt.completedAt) throw new ApiError(409, m.alreadyCompleted);
    return attempt;
  }
  findTopic(await content.snapshot(), body.topic);
  const respondentId = respondentOf(caller);
  return respondentId ? await openAttemptOf(db, respondentId, body.topic) : undefined;
}

async function get(
  parts: SurveyParts,
  body: GetBody,
  caller: Caller,
  language: LanguageCode,
): Promise<Survey & { generated?: boolean }> {
  const { db, writing } = parts;
  parts.access.requireCallerAllowed(caller);
  const attempt = await attemptToGet(parts, body, caller);
  if (!attempt && !('survey_attempt' in body) && body.start) return startAfresh(parts, body.topic, caller, language);
  if (!attempt) throw new ApiError(404, m.noAttemptInProgress);
  if (!attempt.fetched) {
    const { id } = attempt;
    await writing(attempt.respondentId, () => db.update(surveyAttempts).set({ fetched: true }).where(eq(surveyAttempts.id, id)));
  }
  return surveyOf(parts.content, attempt, caller, language);
}

/** Opening an attempt: the unfinished one, one by id, or a new one. */
export function createAttemptStart(parts: SurveyParts) {
  return {
    /**
     * POST /get: the unfinished attempt of a topic, or an attempt by id. With `start`, nothing in
     * progress generates the attempt at once (`generated`), unless the caller completed the topic: then the
     * 404 names that result, which the app opens instead of starting anew unasked.
     */
    get: (body: GetBody, caller: Caller, language: LanguageCode) => get(parts, body, caller, language),

    /** POST /generate: a new attempt, or the unfinished one; `retry` discards the unfinished one first. */
    generate: (body: GenerateBody, caller: Caller, language: LanguageCode) => generate(parts, body, caller, language),
  };
}

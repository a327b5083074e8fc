import { eq } from 'drizzle-orm';
import { isAttemptId, type SubmitResponse, type SubmittedSurvey } from '../../../contract/api/survey';
import { surveyMessages as m } from '../../../contract/messages';
import type { StoredAnswer, SurveyAttemptRow } from '../../db/schema';
import { surveyAttempts } from '../../db/schema';
import { ApiError } from '../api-error';
import type { Executor } from '../../db/executor';
import { type Caller, respondentOf } from './attempt-access';
import { storeAnswersAtOnce } from './answers-at-once';
import type { ContentSnapshot } from './content-snapshot';
import { abandonOpenAttempts } from './open-attempts';
import { askedOf } from './respondent-survey';
import type { scoreAttempt } from './scoring';
import { answersThatFit, mergedAnswers, scoredCompletion } from './submitted-answers';
import type { SurveyParts } from './survey-parts';

const iso = (date: Date) => date.toISOString();

interface Completion {
  completedAt: Date;
  results: ReturnType<typeof scoreAttempt>;
}

interface StoredSubmit {
  attempt: SurveyAttemptRow;
  respondentId: string | null;
  answers: Record<string, StoredAnswer>;
  completion: Completion | undefined;
  version: Date;
}

/** Writes a submit's answers (and completion) to the attempt in the transaction `tx`. */
async function storeSubmit(tx: Executor, { attempt, respondentId, answers, completion, version }: StoredSubmit) {
  const adopt = attempt.respondentId === null && respondentId !== null;
  if (adopt) {
    // The anonymous draft (user 0) becomes the user's: an unfinished attempt of theirs at the topic gives way.
    await abandonOpenAttempts(tx, respondentId, attempt.topicId, version);
  }
  await tx
    .update(surveyAttempts)
    .set({
      answers,
      updatedAt: version,
      ...(adopt ? { respondentId } : {}),
      ...(completion ? { completedAt: completion.completedAt, results: completion.results } : {}),
    })
    .where(eq(surveyAttempts.id, attempt.id));
}

/** Submitting answers to an attempt, and completing it. */
export function createAttemptSubmit({ db, clock, content, access, writing }: SurveyParts) {
  const { findAttempt, requireCallerAllowed } = access;

  /**
   * The common submit (answers that fit, nothing completed, the caller's own attempt) in one statement;
   * undefined when it may not be that one, and the transaction below then decides with the stored attempt.
   */
  async function submitAtOnce(body: SubmittedSurvey, caller: Caller, snapshot: ContentSnapshot, sent: Date) {
    const now = clock.now();
    const answers = answersThatFit(body, snapshot, now);
    if (!answers || !isAttemptId(body.survey_attempt)) return undefined;
    return storeAnswersAtOnce(db, {
      attemptId: body.survey_attempt,
      respondentId: respondentOf(caller),
      sent,
      now,
      questionIds: body.survey.map((q) => q.id),
      answers,
    });
  }

  /** The submit against the stored attempt, locked for the transaction. */
  const submitLocked = (body: SubmittedSurvey, caller: Caller, snapshot: ContentSnapshot, sent: number) =>
    db.transaction(async (tx): Promise<SubmitResponse> => {
      const attempt = await findAttempt(tx, body.survey_attempt, caller, true);
      if (attempt.completedAt) throw new ApiError(409, m.alreadyCompleted);
      if (sent < attempt.updatedAt.getTime()) throw new ApiError(409, m.staleSubmit);
      const answers = mergedAnswers(body, attempt, snapshot, { from: attempt.createdAt, to: clock.now() });
      const asked = askedOf(attempt, snapshot);
      const results = body.complete ? scoredCompletion(asked, answers, snapshot) : undefined;
      const completion = results ? { completedAt: clock.now(), results } : undefined;
      const version = new Date(Math.max(clock.now().getTime(), attempt.updatedAt.getTime() + 1));
      await storeSubmit(tx, { attempt, respondentId: respondentOf(caller), answers, completion, version });
      return { survey_attempt: attempt.id, updated_at: iso(version), completed: !!completion };
    });

  async function submitInTransaction(body: SubmittedSurvey, caller: Caller, snapshot: ContentSnapshot, sent: number) {
    if (!body.complete) {
      const version = await submitAtOnce(body, caller, snapshot, new Date(sent));
      if (version) return { survey_attempt: body.survey_attempt, updated_at: iso(version), completed: false };
    }
    return submitLocked(body, caller, snapshot, sent);
  }

  return {
    /**
     * POST /submit: stores the answers (all or nothing) and, with `complete`, scores the attempt. A stale
     * version answers 409 and changes nothing; concurrent submits of one attempt are serialised by a row lock.
     */
    async submit(body: SubmittedSurvey, caller: Caller): Promise<SubmitResponse> {
      requireCallerAllowed(caller);
      const sent = Date.parse(body.updated_at);
      if (Number.isNaN(sent)) throw new ApiError(400, m.staleSubmit, { updated_at: 'VALIDATION.REQUIRED' });
      const snapshot = await content.snapshot();
      return writing(respondentOf(caller), () => submitInTransaction(body, caller, snapshot, sent));
    },
  };
}

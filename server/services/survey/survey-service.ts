import { newAttemptId } from './attempt-id';
import { and, eq, isNull } from 'drizzle-orm';
import {
  type AttemptSummary,
  isAttemptId,
  type SubmitResponse,
  type Survey,
  type SubmittedSurvey,
  type TopicsResponse,
} from '../../../contract/api/survey';
import { textIn, type Tool } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import { isQuestionCompleted } from '../../../contract/questions';
import { type ChangeFeed, respondentChange } from '../../db/change-feed';
import type { Db } from '../../db/client';
import type { StoredAnswer, SurveyAttemptRow } from '../../db/schema';
import { surveyAttempts } from '../../db/schema';
import { ApiError } from '../api-error';
import { surveyMessages as m } from '../../../contract/messages';
import type { Clock } from '../clock';
import type { Executor } from '../tokens';
import { isUniqueViolation } from '../db-errors';
import { answerProblem, answerWithNumberIds } from './answer-checks';
import { answerInLife } from './answer-times';
import { freshAnswer, mergedAnswer, storeAnswersAtOnce } from './answers-at-once';
import { type Caller, createAttemptAccess, respondentOf } from './attempt-access';
import { createAttemptCache } from './attempt-cache';
import type { AttemptSummaryRow } from './attempt-queries';
import { createContentCache } from './content-cache';
import type { ContentSnapshot, TopicRow } from './content-snapshot';
import type { KeyedQuestion } from './question-keys';
import { newOptionOrder, respondentQuestion } from './respondent-questions';
import { scoreAttempt } from './scoring';
import { createSurveyResults } from './survey-results';

export type { Caller };

export interface SurveyServiceDeps {
  db: Db;
  clock: Clock;
  allowAnonymous: boolean;
  changes: ChangeFeed;
}

const iso = (date: Date) => date.toISOString();

/**
 * Survey taking, with the results (survey-results.ts) beside it. Every call runs a fixed number of statements whatever the number
 * of questions, on indexed columns only. A user reaches only their own attempts: another user's id answers
 * exactly like an unknown one.
 */
export function createSurveyService({ db, clock, allowAnonymous, changes }: SurveyServiceDeps) {
  const content = createContentCache(db, changes);
  const access = createAttemptAccess(db, allowAnonymous);
  const { attemptQueries, findAttempt, requireCallerAllowed } = access;
  const attemptCache = createAttemptCache(attemptQueries.ofRespondent, changes);
  /** Runs a write of the respondent's attempts and tells this process's caches once it is over (committed or not). */
  const writing = async <T>(respondentId: string | null, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      if (respondentId) changes.announce(respondentChange(respondentId));
    }
  };

  function findTopic(snapshot: ContentSnapshot, topicId: number) {
    const topic = snapshot.topic(topicId);
    if (!topic || topic.deletedAt) throw new ApiError(404, m.topicMissing);
    return topic;
  }

  async function surveyOf(attempt: SurveyAttemptRow, caller: Caller, language: LanguageCode): Promise<Survey> {
    const snapshot = await content.snapshot();
    return buildSurvey(attempt, snapshot.topic(attempt.topicId)!, askedOf(attempt, snapshot), caller, language);
  }

  function buildSurvey(
    attempt: SurveyAttemptRow,
    topic: TopicRow,
    asked: KeyedQuestion[],
    caller: Caller,
    language: LanguageCode,
  ): Survey {
    return {
      questions: asked.map((q) => respondentQuestion(q, language, attempt.optionOrder[q.id], attempt.answers[q.id])),
      topic: { pk: topic.id, name: textIn(topic.name, language), wlb: topic.tool === 'wlb' },
      survey_attempt: attempt.id,
      updated_at: iso(attempt.updatedAt),
      created_at: iso(attempt.createdAt),
      language,
      user: caller?.user.id ?? 0,
    };
  }

  /** The attempt's questions in its order, without those deleted since it was made. */
  function askedOf(attempt: SurveyAttemptRow, snapshot: ContentSnapshot): KeyedQuestion[] {
    return attempt.questionIds.map((id) => snapshot.question(id)).filter((q): q is KeyedQuestion => !!q && !q.deleted);
  }

  /** The topic cards' part of a topic list, serialised once per content, tool and language. */
  const topicCardsJson = (tool: Tool, language: LanguageCode) =>
    content.derived(`topics:${tool}:${language}`, (snapshot) =>
      JSON.stringify(
        snapshot.topicsOf(tool).map((t) => ({
          id: t.id,
          pk: t.id,
          name: textIn(t.name, language),
          description: textIn({ en: '', ...t.description }, language),
          wlb: t.tool === 'wlb',
        })),
      ),
    );

  /**
   * The common submit (answers that fit, nothing completed, the caller's own attempt) in one statement;
   * undefined when it may not be that one, and the transaction below then decides with the stored attempt.
   */
  async function submitAtOnce(body: SubmittedSurvey, caller: Caller, snapshot: ContentSnapshot, sent: Date) {
    const now = clock.now();
    const answers: Record<string, ReturnType<typeof freshAnswer>> = {};
    for (const submitted of body.survey) {
      const question = snapshot.question(submitted.id);
      if (!question) return undefined;
      if (question.deleted) continue;
      const answered = answerWithNumberIds(question, submitted.answered);
      if (answerProblem(question, answered)) return undefined;
      answers[submitted.id] = answerInLife(freshAnswer(question, submitted, answered), { to: now });
    }
    if (!isAttemptId(body.survey_attempt)) return undefined;
    return storeAnswersAtOnce(db, {
      attemptId: body.survey_attempt,
      respondentId: respondentOf(caller),
      sent,
      now,
      questionIds: body.survey.map((q) => q.id),
      answers,
    });
  }

  /** Step 3 of the questionnaire start on the server: the latest completed attempt's 404, else a new attempt. */
  async function startAfresh(topicId: number, respondentId: string | null, caller: Caller, language: LanguageCode) {
    const completed = respondentId
      ? (await attemptCache.of(respondentId)).find((a) => a.topicId === topicId && a.completedAt)
      : undefined;
    if (completed) throw new ApiError(404, m.noAttemptInProgress, undefined, undefined, { completed_attempt: completed.id });
    return { ...(await taking.generate({ topic: topicId }, caller, language)), generated: true };
  }

  async function openAttemptOf(executor: Executor, respondentId: string, topicId: number) {
    const [open] = await executor
      .select()
      .from(surveyAttempts)
      .where(
        and(
          eq(surveyAttempts.respondentId, respondentId),
          eq(surveyAttempts.topicId, topicId),
          isNull(surveyAttempts.completedAt),
          isNull(surveyAttempts.abandonedAt),
        ),
      );
    return open;
  }

  const taking = {
    /**
     * GET /topics and /topics/wlb: the tool's topics and the caller's unfinished and last completed attempts,
     * as the JSON text of a TopicsResponse (the topics' part comes serialised from the content cache).
     */
    async topics(tool: Tool, caller: Caller, language: LanguageCode): Promise<string> {
      const list = (await content.snapshot()).topicsOf(tool);
      const respondentId = respondentOf(caller);
      const listed = new Set(list.map((t) => t.id));
      const attempts =
        respondentId && list.length ? (await attemptCache.of(respondentId)).filter((a) => listed.has(a.topicId)) : [];
      // The unfinished attempt and the latest completed one per topic are what a topic card shows.
      const shown = new Set<string>();
      const summaries: AttemptSummary[] = [];
      for (const a of attempts) {
        const slot = `${a.topicId}:${a.completedAt ? 'done' : 'open'}`;
        if (shown.has(slot)) continue;
        shown.add(slot);
        summaries.push(summaryOf(a));
      }
      const cards = await topicCardsJson(tool, language);
      return `{"topics":${cards},"survey_attempts":${JSON.stringify(summaries satisfies TopicsResponse['survey_attempts'])}}`;
    },

    /**
     * POST /get: the unfinished attempt of a topic, or an attempt by id. With `start`, nothing in
     * progress generates the attempt at once (`generated`), unless the caller completed the topic: then the
     * 404 names that result, which the app opens instead of starting anew unasked.
     */
    async get(
      body: { topic: number; start?: boolean } | { survey_attempt: string },
      caller: Caller,
      language: LanguageCode,
    ): Promise<Survey & { generated?: boolean }> {
      requireCallerAllowed(caller);
      let attempt: SurveyAttemptRow | undefined;
      if ('survey_attempt' in body) {
        attempt = await findAttempt(db, body.survey_attempt, caller);
        if (attempt.completedAt) throw new ApiError(409, m.alreadyCompleted);
      } else {
        findTopic(await content.snapshot(), body.topic);
        const respondentId = respondentOf(caller);
        attempt = respondentId ? await openAttemptOf(db, respondentId, body.topic) : undefined;
        if (!attempt && body.start) return startAfresh(body.topic, respondentId, caller, language);
        if (!attempt) throw new ApiError(404, m.noAttemptInProgress);
      }
      if (!attempt.fetched) {
        const { id } = attempt;
        await writing(attempt.respondentId, () =>
          db.update(surveyAttempts).set({ fetched: true }).where(eq(surveyAttempts.id, id)),
        );
      }
      return surveyOf(attempt, caller, language);
    },

    /** POST /generate: a new attempt, or the unfinished one; `retry` discards the unfinished one first. */
    async generate(body: { topic: number; retry?: boolean }, caller: Caller, language: LanguageCode): Promise<Survey> {
      requireCallerAllowed(caller);
      const snapshot = await content.snapshot();
      const topic = findTopic(snapshot, body.topic);
      const respondentId = respondentOf(caller);
      const now = clock.now();
      const make = () =>
        db.transaction(async (tx) => {
          if (respondentId) {
            const open = await openAttemptOf(tx, respondentId, topic.id);
            if (open && !body.retry) return open;
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
      // Two generates at once (two tabs): the unique index lets one attempt through; the other gets that one.
      const attempt = await writing(respondentId, make).catch(async (error: unknown) => {
        const open = respondentId && isUniqueViolation(error) ? await openAttemptOf(db, respondentId, topic.id) : undefined;
        if (!open) throw error;
        return open;
      });
      return surveyOf(attempt, caller, language);
    },

    /** POST /change-language: the same attempt with its texts in `language` (which it remembers). */
    async changeLanguage(attemptId: string, caller: Caller, language: LanguageCode): Promise<Survey> {
      requireCallerAllowed(caller);
      const attempt = await findAttempt(db, attemptId, caller);
      if (attempt.completedAt) throw new ApiError(409, m.alreadyCompleted);
      if (attempt.language !== language) {
        await db.update(surveyAttempts).set({ language }).where(eq(surveyAttempts.id, attempt.id));
      }
      return surveyOf(attempt, caller, language);
    },

    /** POST /attempt/validate: the attempt's version when it can be continued by the caller, else null (204). */
    async validate(attemptId: string, caller: Caller): Promise<{ valid: true; updated_at: string } | null> {
      if (!caller && !allowAnonymous) return null;
      try {
        const attempt = await findAttempt(db, attemptId, caller);
        return attempt.completedAt ? null : { valid: true, updated_at: iso(attempt.updatedAt) };
      } catch (error) {
        if (error instanceof ApiError) return null;
        throw error;
      }
    },

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

  async function submitInTransaction(
    body: SubmittedSurvey,
    caller: Caller,
    snapshot: ContentSnapshot,
    sent: number,
  ): Promise<SubmitResponse> {
    if (!body.complete) {
      const version = await submitAtOnce(body, caller, snapshot, new Date(sent));
      if (version) return { survey_attempt: body.survey_attempt, updated_at: iso(version), completed: false };
    }
    return db.transaction(async (tx) => {
      const attempt = await findAttempt(tx, body.survey_attempt, caller, true);
      if (attempt.completedAt) throw new ApiError(409, m.alreadyCompleted);
      if (sent < attempt.updatedAt.getTime()) throw new ApiError(409, m.staleSubmit);

      const answers: Record<string, StoredAnswer> = { ...attempt.answers };
      const life = { from: attempt.createdAt, to: clock.now() };
      const misfits: Record<string, string> = {};
      for (const submitted of body.survey) {
        const question = snapshot.question(submitted.id);
        if (!question || !attempt.questionIds.includes(submitted.id)) {
          misfits[submitted.id] = 'VALIDATION.UNKNOWN_QUESTION';
          continue;
        }
        if (question.deleted) continue; // no longer asked; its answer is not kept
        const answered = answerWithNumberIds(question, submitted.answered);
        if (answerProblem(question, answered)) {
          misfits[submitted.id] = 'VALIDATION.ANSWER_DOES_NOT_FIT';
          continue;
        }
        answers[submitted.id] = mergedAnswer(
          answerInLife(freshAnswer(question, submitted, answered), life),
          answers[submitted.id],
        );
      }
      if (Object.keys(misfits).length) throw new ApiError(400, m.answerDoesNotFit, misfits);

      const asked = askedOf(attempt, snapshot);
      let completion: { completedAt: Date; results: ReturnType<typeof scoreAttempt> } | undefined;
      if (body.complete) {
        const unanswered = asked.filter((q) => !isQuestionCompleted(respondentQuestion(q, 'en', undefined, answers[q.id])));
        if (unanswered.length) {
          throw new ApiError(
            400,
            m.unansweredQuestions,
            Object.fromEntries(unanswered.map((q) => [q.id, 'VALIDATION.REQUIRED'])),
          );
        }
        const levelsOf = (id: number) => snapshot.levels(id).length || 3;
        completion = { completedAt: clock.now(), results: scoreAttempt(asked, answers, levelsOf) };
      }

      const version = new Date(Math.max(clock.now().getTime(), attempt.updatedAt.getTime() + 1));
      const respondentId = respondentOf(caller);
      const adopt = attempt.respondentId === null && respondentId !== null;
      if (adopt) {
        // The anonymous draft (user 0) becomes the user's: an unfinished attempt of theirs at the topic gives way.
        await tx
          .update(surveyAttempts)
          .set({ abandonedAt: version })
          .where(
            and(
              eq(surveyAttempts.respondentId, respondentId),
              eq(surveyAttempts.topicId, attempt.topicId),
              isNull(surveyAttempts.completedAt),
              isNull(surveyAttempts.abandonedAt),
            ),
          );
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
      return { survey_attempt: attempt.id, updated_at: iso(version), completed: !!completion };
    });
  }
  return { ...taking, ...createSurveyResults({ db, content, access, attemptCache }), attemptCache };
}

function summaryOf(a: AttemptSummaryRow): AttemptSummary {
  return {
    id: a.id,
    topic: a.topicId,
    created_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
    completed: a.completedAt !== null,
    completed_at: a.completedAt ? iso(a.completedAt) : null,
    retryable: a.completedAt === null,
    fetched: a.fetched,
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;

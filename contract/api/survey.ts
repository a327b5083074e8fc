import { z } from '../zod';
import { momentSchema, recordIdSchema, valueKeys } from '../ids';
import { errorBodySchema } from '../error-body';
import { languageSchema } from '../language-schema';
import { limits } from '../limits';
import { questionSchema } from '../questions';

export { surveyApiPaths } from './survey-paths';

/**
 * Attempt ids are opaque random strings (docs/product/choices.md). Any string is accepted here, so that a
 * malformed id answers "This survey attempt is invalid" like an unknown one (docs/product/messages.md).
 */
export const attemptIdSchema = z.string().min(1).max(200);
export { isAttemptId } from './attempt-id';
const topicIdSchema = recordIdSchema;
const isoDateTime = z.string().max(40);

/** A topic of docs/product/data.md: `pk` and `id` are the same number. */
export const topicSchema = z.object({
  id: z.number().int(),
  pk: z.number().int(),
  name: z.string(),
  description: z.string(),
  wlb: z.boolean(),
});
export type Topic = z.infer<typeof topicSchema>;

/** The respondent's attempt at a topic, as the topic-select page lists it. */
export const attemptSummarySchema = z.object({
  id: z.string(),
  /** The topic's id (docs/product/data.md: "id in the topic list"). */
  topic: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  completed: z.boolean(),
  /** When it was completed; null while in progress. */
  completed_at: isoDateTime.nullable(),
  /** An unfinished attempt may be discarded and started afresh (the retry button). */
  retryable: z.boolean(),
  /** Whether the respondent has opened it since it was made. */
  fetched: z.boolean(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/** GET /topics and /topics/wlb: the tool's topics and the caller's attempts (none when anonymous). */
export const topicsResponseSchema = z.object({
  topics: z.array(topicSchema),
  survey_attempts: z.array(attemptSummarySchema),
});
export type TopicsResponse = z.infer<typeof topicsResponseSchema>;

/** The survey record of docs/product/data.md, as get, generate and change-language answer it. */
export const surveySchema = z.object({
  questions: z.array(questionSchema),
  topic: z.object({ pk: z.number().int(), name: z.string(), wlb: z.boolean() }),
  survey_attempt: z.string(),
  /** The attempt's version: send it back with the next submit; an older one is refused (409). */
  updated_at: isoDateTime,
  created_at: isoDateTime,
  language: languageSchema,
  /** 0 for an anonymous attempt. */
  user: z.number().int(),
});
export type Survey = z.infer<typeof surveySchema>;

/** POST /get with `start`: the survey, `generated` when the call made it (step 3 of docs/product/behaviour.md done at once). */
export const startedSurveySchema = surveySchema.extend({ generated: z.boolean().optional() });
export type StartedSurvey = z.infer<typeof startedSurveySchema>;

/** POST /get with `start`, nothing in progress and the topic completed: the 404 names the latest completed attempt. */
export const noSurveyInProgressSchema = errorBodySchema.extend({ completed_attempt: z.string().optional() });

/**
 * POST /get: by topic (the unfinished attempt) or by attempt id. `start` (an addition to docs/product/api.md, sent
 * only by this app's first load): with nothing in progress, answer what generate would (a new
 * attempt, marked `generated`), or, for a topic the caller has completed, the 404 with `completed_attempt`.
 */
export const surveyGetBodySchema = z.union(
  [z.object({ survey_attempt: attemptIdSchema }), z.object({ topic: topicIdSchema, start: z.boolean().optional() })],
  { error: valueKeys.invalid },
);
export type SurveyGetBody = z.output<typeof surveyGetBodySchema>;

/** POST /generate: a new attempt; `retry` discards an unfinished one and starts afresh. */
export const surveyGenerateBodySchema = z.object({ topic: topicIdSchema, retry: z.boolean().optional() });
export type SurveyGenerateBody = z.output<typeof surveyGenerateBodySchema>;

export const attemptBodySchema = z.object({ survey_attempt: attemptIdSchema });
export type AttemptBody = z.infer<typeof attemptBodySchema>;

/** POST /attempt/validate answers 200 with this when the attempt can be continued, 204 otherwise. */
export const validateResponseSchema = z.object({ valid: z.literal(true), updated_at: isoDateTime });

/** An option, grade, item or row id inside an answer: a number, or a text of decimal digits as for every id. */
const answerIdSchema = z.union([z.number().int().nonnegative(), z.string().regex(/^[0-9]{1,10}$/)]);

/**
 * One question's answer as submitted (docs/product/api.md: "questions without option and text fields"). A client
 * of docs/product/api.md sends back the whole question it was given: its text, options, sub-topic, images and type are
 * accepted and dropped here, never stored. Ids inside the answer are read against the question's type on the
 * server (answer-checks.ts).
 */
export const submittedQuestionSchema = z.object({
  id: recordIdSchema,
  answered: z.union(
    [
      z.number().int().nonnegative(),
      z.array(answerIdSchema).max(100),
      z.string().max(limits.textAnswerMax, 'QUESTION.ANSWER-TOO-LONG'),
      z.record(z.string().max(12), answerIdSchema),
    ],
    { error: (issue) => (issue.input === undefined ? 'VALIDATION.REQUIRED' : valueKeys.invalid) },
  ),
  started_at: momentSchema.nullable().optional(),
  updated_at: z.array(momentSchema).max(limits.timestampsPerQuestionMax).optional(),
  pasted: z.boolean().optional(),
});
export type SubmittedQuestion = z.output<typeof submittedQuestionSchema>;

const submittedQuestionsSchema = z.array(submittedQuestionSchema).max(500);

/**
 * `survey` of a submit in either of its readings (docs/decisions/api-clients-and-openapi.md): the list of questions itself, as spec
 * section 7 describes it, or `{ questions: [...] }`, as our app sends it. The server works with the list.
 */
export const submittedSurveySchema = z
  .union([submittedQuestionsSchema, z.object({ questions: submittedQuestionsSchema })], {
    error: (issue) => (issue.input === undefined ? 'VALIDATION.REQUIRED' : valueKeys.surveyShape),
  })
  .transform((survey) => (Array.isArray(survey) ? survey : survey.questions));

export const surveySubmitBodySchema = z.object({
  survey_attempt: attemptIdSchema,
  updated_at: momentSchema,
  survey: submittedSurveySchema,
  complete: z.boolean().optional(),
});
/** A submit as the server works with it: `survey` is the list of questions. */
export type SubmittedSurvey = z.output<typeof surveySubmitBodySchema>;
/** A submit as our app sends it: the object reading of `survey`. */
export type SurveySubmitBody = Omit<SubmittedSurvey, 'survey'> & { survey: { questions: SubmittedQuestion[] } };

/** What a submit answers: the new version, and whether the attempt is now completed. */
export const submitResponseSchema = z.object({
  survey_attempt: z.string(),
  updated_at: isoDateTime,
  completed: z.boolean(),
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/** GET /api/config: settings the client reads at start. */
export const publicConfigSchema = z.object({ allow_anonymous: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Result per sub-topic (docs/product/data.md), scored at completion and never changed afterwards. */
export const subTopicResultSchema = z.object({
  sub_topic: z.object({ id: z.number().int(), name: z.string() }),
  actual_points: z.number(),
  total_points: z.number(),
  /** 1..levels: ceil(actual / total × levels), at least 1 (docs/product/choices.md). */
  level: z.number().int(),
  levels: z.number().int(),
  rating: z.object({ title: z.string(), description: z.string() }),
});
export type SubTopicResult = z.infer<typeof subTopicResultSchema>;

/** A completed attempt with its results, texts in the request's language. */
export const attemptResultSchema = z.object({
  id: z.string(),
  topic: z.object({ pk: z.number().int(), name: z.string(), wlb: z.boolean() }),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  completed_at: isoDateTime,
  results: z.array(subTopicResultSchema),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** GET /api/survey/attempt/{id}: that attempt and up to 4 earlier completed ones of its topic, newest first. */
export const attemptResultsResponseSchema = z.array(attemptResultSchema);

/** GET /api/survey/attempts: the caller's completed attempts, newest first. */
export const attemptsResponseSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      topic: z.object({ pk: z.number().int(), name: z.string(), wlb: z.boolean() }),
      created_at: isoDateTime,
      updated_at: isoDateTime,
      completed_at: isoDateTime,
    }),
  ),
});
export type AttemptsResponse = z.infer<typeof attemptsResponseSchema>;

export const surveyResultPaths = {
  attempts: '/api/survey/attempts',
  attempt: (id: string) => `/api/survey/attempt/${encodeURIComponent(id)}`,
} as const;

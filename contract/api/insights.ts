import { z } from '../zod';
import { recordIdSchema } from '../ids';
import { languageSchema } from '../language-schema';
import { questionTypes } from '../questions';
import { genders } from '../user-options';
import { datesInOrder, filterShape, oneValuePerKey } from './export-filter';

/**
 * Staff insights (docs/insights.md): what the survey tells staff, one call per view, every figure computed by
 * the database and protected for small groups. A count or statistic that rests on fewer than `k` respondents
 * is `null` (the page writes "fewer than k"); a statistic that cannot be computed for another reason says why
 * in `missing`.
 */
export const insightsApiPaths = {
  participation: '/api/staff/insights/participation',
  results: '/api/staff/insights/results',
  questions: '/api/staff/insights/questions',
} as const;

export const insightViews = ['participation', 'results', 'questions'] as const;
export type InsightView = (typeof insightViews)[number];

/** Five-year bands from 55, the survey's age; younger respondents share one band, as do those of 80 and over. */
export const ageBands = ['under-55', '55-59', '60-64', '65-69', '70-74', '75-79', '80+'] as const;
export type AgeBand = (typeof ageBands)[number];

/** The band of an age: 62 is "60-64", 54 "under-55", 85 "80+". */
export function ageBandOf(age: number): AgeBand {
  if (age < 55) return 'under-55';
  if (age >= 80) return '80+';
  const first = Math.floor(age / 5) * 5;
  return `${first}-${first + 4}` as AgeBand;
}

export const insightPeriods = ['week', 'month'] as const;
export type InsightPeriod = (typeof insightPeriods)[number];

const invalidChoice = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? undefined : 'VALIDATION.INVALID_VALUE'),
};
/** '' (as a form's "all" option sends it) is no filter. */
const choiceOrAll = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values, invalidChoice), z.literal('')], invalidChoice)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/** The filters of every view: the export's (topic, country, dates) and age band and gender, with the reader's language. */
const insightsFilterFields = z.object({
  topic: recordIdSchema,
  ...filterShape,
  age_band: choiceOrAll(ageBands),
  gender: choiceOrAll(genders),
  language: languageSchema.default('en'),
});

export const insightsQuerySchema = oneValuePerKey(insightsFilterFields.superRefine(datesInOrder));
export type InsightsQuery = z.output<typeof insightsFilterFields>;
export type InsightsQueryInput = z.input<typeof insightsFilterFields>;

/** Participation also takes how time is grouped. */
const participationFields = insightsFilterFields.extend({
  period: z.enum(insightPeriods, invalidChoice).default('month'),
});
export const participationQuerySchema = oneValuePerKey(participationFields.superRefine(datesInOrder));
export type ParticipationQuery = z.output<typeof participationFields>;
export type ParticipationQueryInput = z.input<typeof participationFields>;

/** A count of respondents or attempts; null when it rests on fewer than k respondents. */
const count = z.number().int().nonnegative().nullable();
export type ProtectedCount = z.infer<typeof count>;

/** Why a statistic has no value although enough respondents are in the view. */
export const missingReasons = ['fewer_than_k', 'one_item', 'no_variance', 'no_answers', 'not_scored'] as const;
export type MissingReason = (typeof missingReasons)[number];

/** A statistic: its value (null when missing, and why), and how many respondents it rests on (null under k). */
const statistic = z.object({
  value: z.number().nullable(),
  n: count,
  missing: z.enum(missingReasons).optional(),
});
export type Statistic = z.infer<typeof statistic>;

/** What every view says besides its figures: the k in force and how many respondents the filters leave. */
const viewBase = {
  k: z.number().int().min(2),
  /** Respondents whose latest completed attempt is in the view (null under k). */
  respondents: count,
};

const periodRow = z.object({
  /** The first day of the week (Monday) or month, YYYY-MM-DD. */
  period: z.string(),
  registered: count,
  started: count,
  completed: count,
  unfinished: count,
});

const groupRow = z.object({ started: count, completed: count });

export const participationViewSchema = z.object({
  ...viewBase,
  period: z.enum(insightPeriods),
  totals: z.object({ registered: count, started: count, completed: count, unfinished: count }),
  /** Completed attempts as a share of started ones (0 to 1). */
  completionRate: statistic,
  /** From an attempt's start to its completion, in minutes. */
  medianMinutes: statistic,
  overTime: z.array(periodRow),
  /** ISO 3166-1 alpha-2 code; null where unknown (an anonymous attempt, a withdrawn or missing profile). */
  byCountry: z.array(groupRow.extend({ country: z.string().nullable() })),
  byAgeBand: z.array(groupRow.extend({ band: z.enum(ageBands).nullable() })),
  /** Where unfinished attempts stop: the question last saved (its text), or null (and '') when no answer was saved. */
  stops: z.array(z.object({ question: z.number().int().nullable(), text: z.string(), count })),
});
export type ParticipationView = z.infer<typeof participationViewSchema>;

const levelRow = z.object({ level: z.number().int(), title: z.string(), count });

export const resultsViewSchema = z.object({
  ...viewBase,
  subTopics: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Respondents by level, lowest first (latest attempt each). */
      levels: z.array(levelRow),
      /** Mean and standard deviation of the score as a share of the sub-topic's points (0 to 1). */
      mean: statistic,
      sd: statistic,
      /** Those who completed the topic more than once: mean score of their first and their latest attempt. */
      repeated: z.object({ first: statistic, latest: statistic }),
    }),
  ),
});
export type ResultsView = z.infer<typeof resultsViewSchema>;

/** How often a choice was made: an option chosen (OCA, MCA, SCL; none of the above as id 0), an item put right (DND, ASG). */
const choiceRow = z.object({ id: z.number().int(), text: z.string(), count });

const questionRow = z.object({
  id: z.number().int(),
  text: z.string(),
  type: z.enum(questionTypes),
  evaluated: z.boolean(),
  /** Respondents who were asked it, answered it, did not answer it, or answered with nothing (an empty text or list). */
  asked: count,
  answered: count,
  skipped: count,
  empty: count,
  choiceKind: z.enum(['chosen', 'right']).nullable(),
  choices: z.array(choiceRow),
  medianSeconds: statistic,
  /** The mean share of its points scored (0 to 1): the share right for a question with one right answer. */
  difficulty: statistic,
  /** Correlation of its score with the rest of its sub-topic's score (-1 to 1). */
  itemRest: statistic,
  /** The sub-topic's alpha without this question. */
  alphaIfRemoved: statistic,
});
export type QuestionInsight = z.infer<typeof questionRow>;

export const questionsViewSchema = z.object({
  ...viewBase,
  subTopics: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Cronbach's alpha over its scored questions, for respondents asked all of them. */
      alpha: statistic,
      scoredItems: z.number().int().nonnegative(),
      questions: z.array(questionRow),
    }),
  ),
});
export type QuestionsView = z.infer<typeof questionsViewSchema>;

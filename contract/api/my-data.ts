import { z } from '../zod';
import { languageSchema } from '../language-schema';
import { questionTypes } from '../questions';
import { userProfileSchema } from './user';

/** GET /api/user/me/data: the GDPR copy of everything stored about the caller ("My data"). */
export const myDataPath = '/api/user/me/data';

const isoDateTime = z.string().max(40);

/** One answer as the respondent saw it: question and chosen texts in the export's language. */
export const myDataAnswerSchema = z.object({
  question_id: z.number().int(),
  type: z.enum(questionTypes),
  sub_topic: z.string(),
  question: z.string(),
  /**
   * OCA and SCL: the chosen option's text (null when none); MCA: the chosen options' texts; TXT: the text;
   * DND: the items in the chosen order; ASG: each row with the chosen option (null when none).
   */
  answer: z.union([
    z.string(),
    z.null(),
    z.array(z.string()),
    z.array(z.object({ row: z.string(), option: z.string().nullable() })),
  ]),
  /** MCA only: "none of the above" was chosen. */
  none_of_the_above: z.boolean().optional(),
  started_at: z.string().nullable(),
  updated_at: z.array(z.string()),
  pasted: z.boolean().optional(),
});
export type MyDataAnswer = z.infer<typeof myDataAnswerSchema>;

export const myDataResultSchema = z.object({
  sub_topic: z.string(),
  actual_points: z.number(),
  total_points: z.number(),
  level: z.number().int(),
  levels: z.number().int(),
  level_title: z.string(),
  recommendation: z.string(),
});

export const myDataAttemptSchema = z.object({
  id: z.string(),
  topic: z.object({ pk: z.number().int(), name: z.string(), wlb: z.boolean() }),
  /** completed; in_progress (can be continued); abandoned (replaced by a fresh start, kept until deleted). */
  status: z.enum(['completed', 'in_progress', 'abandoned']),
  language: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
  answers: z.array(myDataAnswerSchema),
  results: z.array(myDataResultSchema),
});
export type MyDataAttempt = z.infer<typeof myDataAttemptSchema>;

export const myDataSchema = z.object({
  exported_at: isoDateTime,
  language: languageSchema,
  account: z.object({
    created_at: isoDateTime,
    last_login_at: isoDateTime.nullable(),
    language: z.string(),
  }),
  profile: userProfileSchema,
  attempts: z.array(myDataAttemptSchema),
});
export type MyData = z.infer<typeof myDataSchema>;

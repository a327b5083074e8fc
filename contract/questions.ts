import { z } from './zod';
import { limits } from './limits';

/**
 * Questions as a respondent receives them while taking a survey (docs/product/data.md). Answer keys (correct
 * options, positions, points of right answers) never reach respondents (docs/product/choices.md); SCL grades
 * carry their point (the documented wire format) and come in the order they are shown.
 */

export const questionTypes = ['OCA', 'MCA', 'TXT', 'DND', 'SCL', 'ASG'] as const;
export type QuestionType = (typeof questionTypes)[number];

const id = z.number().int().nonnegative();
const optionSchema = z.object({ id: id, text: z.string() });
export type QuestionOption = z.infer<typeof optionSchema>;

/** An image is a URL (spec) or a URL with its alternative text; the view falls back to a generic text. */
export const questionImageSchema = z.union([z.string().min(1), z.object({ url: z.string().min(1), alt: z.string() })]);
export type QuestionImage = z.infer<typeof questionImageSchema>;

/** Answer shapes per type (docs/product/data.md). Option id 0 means "none" (OCA, SCL, ASG rows, MCA's none). */
export const ocaAnswerSchema = id;
export const mcaAnswerSchema = z.array(id);
export const txtAnswerSchema = z.string();
export const dndAnswerSchema = z.array(id);
export const sclAnswerSchema = id;
/** Keys are asg question ids (JSON object keys are strings). */
export const asgAnswerSchema = z.record(z.string(), id);

export type OcaAnswer = z.infer<typeof ocaAnswerSchema>;
export type McaAnswer = z.infer<typeof mcaAnswerSchema>;
export type TxtAnswer = z.infer<typeof txtAnswerSchema>;
export type DndAnswer = z.infer<typeof dndAnswerSchema>;
export type SclAnswer = z.infer<typeof sclAnswerSchema>;
export type AsgAnswer = z.infer<typeof asgAnswerSchema>;

const common = {
  id,
  text: z.string(),
  images: z.array(questionImageSchema).default([]),
  sub_topic: z.object({ id: z.number().int().optional(), name: z.string() }),
  /** ISO date-time of the first visit, null until then. */
  started_at: z.string().nullable().default(null),
  /** ISO date-times of every answer change, oldest first, at most 99 kept. */
  updated_at: z.array(z.string()).max(limits.timestampsPerQuestionMax).default([]),
};

export const ocaQuestionSchema = z.object({
  ...common,
  type: z.literal('OCA'),
  oca_options: z.array(optionSchema),
  answered: ocaAnswerSchema.default(0),
});
export const mcaQuestionSchema = z.object({
  ...common,
  type: z.literal('MCA'),
  mca_options: z.array(optionSchema),
  can_be_none: z.boolean().default(false),
  answered: mcaAnswerSchema.default([]),
});
export const txtQuestionSchema = z.object({
  ...common,
  type: z.literal('TXT'),
  answered: txtAnswerSchema.default(''),
  pasted: z.boolean().default(false),
});
export const dndQuestionSchema = z.object({
  ...common,
  type: z.literal('DND'),
  dnd_options: z.array(optionSchema),
  /** The chosen order as option ids; empty until the respondent orders or confirms the items. */
  answered: dndAnswerSchema.default([]),
});
export const sclOptionSchema = optionSchema.extend({ point: z.number() });
export type SclOption = z.infer<typeof sclOptionSchema>;
export const sclQuestionSchema = z.object({
  ...common,
  type: z.literal('SCL'),
  scl_options: z.array(sclOptionSchema),
  answered: sclAnswerSchema.default(0),
});
export const asgQuestionSchema = z.object({
  ...common,
  type: z.literal('ASG'),
  asg_questions: z.array(optionSchema),
  asg_options: z.array(optionSchema),
  answered: asgAnswerSchema.default({}),
});

export const questionSchema = z.discriminatedUnion('type', [
  ocaQuestionSchema,
  mcaQuestionSchema,
  txtQuestionSchema,
  dndQuestionSchema,
  sclQuestionSchema,
  asgQuestionSchema,
]);

export type OcaQuestion = z.infer<typeof ocaQuestionSchema>;
export type McaQuestion = z.infer<typeof mcaQuestionSchema>;
export type TxtQuestion = z.infer<typeof txtQuestionSchema>;
export type DndQuestion = z.infer<typeof dndQuestionSchema>;
export type SclQuestion = z.infer<typeof sclQuestionSchema>;
export type AsgQuestion = z.infer<typeof asgQuestionSchema>;
export type Question = z.infer<typeof questionSchema>;
/** What a caller writes (defaults may be left out). */
export type QuestionInput = z.input<typeof questionSchema>;
export type AnswerOf<Q extends Question> = Q['answered'];
export type Answer = Question['answered'];

import { z } from './zod';
import { type LanguageCode, languageCodes } from './languages';

/**
 * The questionnaire content as it is written in the repository (server/content/topics/*.json: one file per
 * topic, every language side by side) and loaded into the database (docs/product/choices.md, content model).
 * Stable `key`s let a reload update texts in place without touching stored attempts.
 */

/** A text in every language; English is required, the others fall back to English when missing. */
export const localizedTextSchema = z
  .object({
    en: z.string().trim().min(1, 'English text is required'),
    ...(Object.fromEntries(
      languageCodes.filter((code) => code !== 'en').map((code) => [code, z.string().trim().min(1).optional()]),
    ) as Record<Exclude<LanguageCode, 'en'>, z.ZodOptional<z.ZodString>>),
  })
  .strict();
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** The text in `language`, else English. */
export function textIn(text: LocalizedText, language: LanguageCode): string {
  return text[language] ?? text.en;
}

export const tools = ['general', 'wlb'] as const;
export type Tool = (typeof tools)[number];

/** Keys are lower-case slugs, so they read well in files, logs and the export's codebook. */
const keySchema = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'a key is lower-case letters, digits and - or _');

const imageSchema = z.object({
  url: z.string().regex(/^\/[\w\-./]+$/, 'an image is a path on this site'),
  alt: localizedTextSchema,
});
const entrySchema = z.object({ key: keySchema, text: localizedTextSchema }).strict();
const choiceSchema = entrySchema.extend({ correct: z.boolean().default(false) }).strict();
const asgRowSchema = entrySchema.extend({ correct: keySchema }).strict();

const questionBase = {
  key: keySchema,
  text: localizedTextSchema,
  /** Whether the question counts towards the sub-topic's points (docs/product/choices.md). */
  evaluated: z.boolean().default(true),
  images: z.array(imageSchema).default([]),
};

function uniqueKeys(list: readonly { key: string }[], ctx: z.RefinementCtx, field: string) {
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    if (seen.has(entry.key))
      ctx.addIssue({ code: 'custom', path: [field, index, 'key'], message: `the key "${entry.key}" is used twice` });
    seen.add(entry.key);
  });
}

/** OCA: exactly one correct option. */
const ocaContentSchema = z
  .object({ ...questionBase, type: z.literal('OCA'), options: z.array(choiceSchema).min(2) })
  .strict()
  .superRefine((q, ctx) => {
    uniqueKeys(q.options, ctx, 'options');
    const correct = q.options.filter((o) => o.correct).length;
    if (q.evaluated && correct !== 1) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `needs exactly one correct option, has ${correct}` });
    }
  });

/** MCA: at least one correct option; `can_be_none` adds "none of the above" (id 0). */
const mcaContentSchema = z
  .object({
    ...questionBase,
    type: z.literal('MCA'),
    can_be_none: z.boolean().default(false),
    options: z.array(choiceSchema).min(2),
  })
  .strict()
  .superRefine((q, ctx) => {
    uniqueKeys(q.options, ctx, 'options');
    if (q.evaluated && !q.options.some((o) => o.correct)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'needs at least one correct option' });
    }
  });

/** TXT: free text, never evaluated. */
const txtContentSchema = z
  .object({ ...questionBase, type: z.literal('TXT'), evaluated: z.literal(false).default(false) })
  .strict();

/** DND: the items listed in their correct order. */
const dndContentSchema = z
  .object({ ...questionBase, type: z.literal('DND'), items: z.array(entrySchema).min(3) })
  .strict()
  .superRefine((q, ctx) => uniqueKeys(q.items, ctx, 'items'));

/**
 * SCL: the grades in the order they are shown, every scale in one direction (strongly disagree, never or at
 * no time first); they score 0 to n-1 in that order, or n-1 to 0 when the statement is `reversed`
 * (negatively worded, so agreeing scores low).
 */
const sclContentSchema = z
  .object({
    ...questionBase,
    type: z.literal('SCL'),
    reversed: z.boolean().default(false),
    grades: z.array(entrySchema).min(2),
  })
  .strict()
  .superRefine((q, ctx) => uniqueKeys(q.grades, ctx, 'grades'));

/** The points of the grade at `index` of a scale: upwards, or downwards for a reversed statement. */
export function gradePoint(q: { reversed: boolean; grades: readonly unknown[] }, index: number): number {
  return q.reversed ? q.grades.length - 1 - index : index;
}

/** ASG: each row names the key of its correct option. */
const asgContentSchema = z
  .object({ ...questionBase, type: z.literal('ASG'), rows: z.array(asgRowSchema).min(2), options: z.array(entrySchema).min(2) })
  .strict()
  .superRefine((q, ctx) => {
    uniqueKeys(q.rows, ctx, 'rows');
    uniqueKeys(q.options, ctx, 'options');
    const keys = new Set(q.options.map((o) => o.key));
    q.rows.forEach((row, index) => {
      if (!keys.has(row.correct)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'correct'],
          message: `"${row.correct}" is not an option of this question`,
        });
      }
    });
  });

export const contentQuestionSchema = z.discriminatedUnion('type', [
  ocaContentSchema,
  mcaContentSchema,
  txtContentSchema,
  dndContentSchema,
  sclContentSchema,
  asgContentSchema,
]);
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;

/** Rating level n of a sub-topic is the n-th entry (levels 1..n, n = 3 in the seed content). */
export const ratingLevelSchema = z.object({ title: localizedTextSchema, recommendation: localizedTextSchema }).strict();
export type RatingLevel = z.infer<typeof ratingLevelSchema>;

export const contentSubTopicSchema = z
  .object({
    key: keySchema,
    name: localizedTextSchema,
    levels: z.array(ratingLevelSchema).min(1),
    questions: z.array(contentQuestionSchema).min(1),
  })
  .strict()
  .superRefine((s, ctx) => uniqueKeys(s.questions, ctx, 'questions'));
export type ContentSubTopic = z.infer<typeof contentSubTopicSchema>;

export const contentTopicSchema = z
  .object({
    key: keySchema,
    tool: z.enum(tools),
    /** Position of the topic on its tool's topic-select page. */
    order: z.number().int().nonnegative(),
    name: localizedTextSchema,
    description: localizedTextSchema,
    sub_topics: z.array(contentSubTopicSchema).min(1),
  })
  .strict()
  .superRefine((t, ctx) => uniqueKeys(t.sub_topics, ctx, 'sub_topics'));
export type ContentTopic = z.infer<typeof contentTopicSchema>;
export type ContentTopicInput = z.input<typeof contentTopicSchema>;

/** Every localized text of a topic with where it sits, for checks and review pages. */
export function* localizedTextsOf(topic: ContentTopic): Generator<{ where: string; text: LocalizedText }> {
  yield { where: 'name', text: topic.name };
  yield { where: 'description', text: topic.description };
  for (const sub of topic.sub_topics) {
    yield { where: `${sub.key}.name`, text: sub.name };
    for (const [index, level] of sub.levels.entries()) {
      yield { where: `${sub.key}.levels.${index + 1}.title`, text: level.title };
      yield { where: `${sub.key}.levels.${index + 1}.recommendation`, text: level.recommendation };
    }
    for (const q of sub.questions) yield* questionTexts(q, `${sub.key}.${q.key}`);
  }
}

/** Every localized text of one question, `where` prefixed with `at`. */
export function* questionTexts(q: ContentQuestion, at: string): Generator<{ where: string; text: LocalizedText }> {
  yield { where: `${at}.text`, text: q.text };
  for (const image of q.images) yield { where: `${at}.image ${image.url}`, text: image.alt };
  const entries = 'options' in q ? q.options : [];
  for (const e of entries) yield { where: `${at}.options.${e.key}`, text: e.text };
  if (q.type === 'DND') for (const e of q.items) yield { where: `${at}.items.${e.key}`, text: e.text };
  if (q.type === 'SCL') for (const e of q.grades) yield { where: `${at}.grades.${e.key}`, text: e.text };
  if (q.type === 'ASG') for (const e of q.rows) yield { where: `${at}.rows.${e.key}`, text: e.text };
}

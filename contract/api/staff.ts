import { z } from '../zod';
import { recordIdOrZeroSchema, recordIdSchema } from '../ids';
import { languageSchema } from '../language-schema';
import { type LanguageCode, languageCodes } from '../languages';
import { limits } from '../limits';
import { questionTypes } from '../questions';
import { datesInOrder, filterShape, oneValuePerKey } from './export-filter';

/** The k of the sharing variant: at least 2 (1 is no protection), at most 50; 5 unless staff choose. */
export const sharingLimits = { kMin: 2, kMax: 50, kDefault: 5 } as const;
export const sharingKeys = { kRange: 'VALIDATION.SHARING_K_RANGE' } as const;
/** The rule of k, for the package's body and the export page's field alike. */
export const sharingKSchema = z
  .number(sharingKeys.kRange)
  .int(sharingKeys.kRange)
  .min(sharingLimits.kMin, sharingKeys.kRange)
  .max(sharingLimits.kMax, sharingKeys.kRange);

/**
 * The staff calls of docs/product/api.md: question admin and export. Every one of them answers 401 to
 * anonymous callers and 403 to users who are not staff. Lists are bare arrays; the export count a bare number.
 */
export const staffApiPaths = {
  topicList: '/api/survey/topic/list',
  topicQuestions: (topic: number) => `/api/survey/topic/${topic}/questions`,
  topicSubTopics: (topic: number) => `/api/survey/topic/${topic}/subtopics`,
  subTopicCreate: '/api/subtopic/create',
  subTopicDelete: (id: number) => `/api/subtopic/${id}/delete`,
  question: (id: number) => `/api/question/${id}`,
  questionCreate: '/api/question/create',
  exportCount: '/api/export/count',
  export: '/api/export',
  codebook: '/api/export/codebook',
  exportPackage: '/api/export/package',
} as const;

/**
 * The editor's messages of docs/product/validation.md as VALIDATION keys (in `errors`); English reads 'Please select a
 * subtopic', 'English text is required', 'At least 2 grades are required', 'All grades must have English text'.
 */
export const editorMessages = {
  subTopic: 'VALIDATION.SUBTOPIC_REQUIRED',
  english: 'VALIDATION.ENGLISH_TEXT_REQUIRED',
  gradesMin: 'VALIDATION.GRADES_MIN',
  gradeEnglish: 'VALIDATION.GRADES_ENGLISH',
} as const;

const id = recordIdSchema;
export const staffIdParamsSchema = z.object({ id });

/** `text_en`, `text_cs`, … : the admin form of a text in 10 languages (docs/product/data.md, Question (admin)). */
export type TextFields = { [K in `text_${LanguageCode}`]: string };
export const textKeys = languageCodes.map((code) => `text_${code}` as const);
const textField = z.string().max(2000).default('');
const textShape = Object.fromEntries(textKeys.map((key) => [key, textField])) as Record<`text_${LanguageCode}`, typeof textField>;

export const staffTopicSchema = z.object({ id: z.number().int(), pk: z.number().int(), name: z.string(), wlb: z.boolean() });
export type StaffTopic = z.infer<typeof staffTopicSchema>;

export const staffSubTopicSchema = z.object({ id: z.number().int(), name: z.string(), topic: z.number().int() });
export type StaffSubTopic = z.infer<typeof staffSubTopicSchema>;

export const staffQuestionRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(questionTypes),
  text: z.string(),
  sub_topic: z.object({ id: z.number().int(), name: z.string() }),
  order: z.number().int(),
  evaluated: z.boolean(),
});
export type StaffQuestionRow = z.infer<typeof staffQuestionRowSchema>;

export const subTopicCreateBodySchema = z.object({
  name: z.string().trim().min(1, 'VALIDATION.REQUIRED').max(200),
  topic: id,
});
export type SubTopicCreateBody = z.infer<typeof subTopicCreateBodySchema>;

/** A grade of an SCL question; `id` names an existing grade (kept, so past answers keep their text). */
export const gradeInputSchema = z.object({
  id: z.number().int().positive().optional(),
  ...textShape,
  /** Ignored on input: the point is the grade's index, set on save (docs/product/data.md). */
  point: z.number().int().optional(),
});
export type GradeInput = z.input<typeof gradeInputSchema>;

/** An option (OCA, MCA, ASG columns), DND item or ASG row in the admin form; `id` names an existing one. */
export const choiceInputSchema = z.object({
  id: z.number().int().positive().optional(),
  ...textShape,
  /** OCA and MCA: whether the option is right. */
  correct: z.boolean().optional(),
  /** ASG rows: the index of the right option in `options`. */
  correct_option: z.number().int().nonnegative().optional(),
});
export type ChoiceInput = z.input<typeof choiceInputSchema>;

const needsEnglish = (list: readonly { text_en: string }[]) => list.some((c) => !c.text_en.trim());

/**
 * Question create and update (docs/product/data.md, validation.md). The editor makes SCL questions with grades; the other
 * types of the content model are accepted with their own shapes (OCA and MCA `options` with `correct`, DND
 * `items` in their right order, ASG `rows` with `correct_option` and `options`). Rules are field errors
 * whose values are VALIDATION keys.
 */
export const questionInputSchema = z
  .object({
    type: z.enum(questionTypes).default('SCL'),
    ...textShape,
    sub_topic: recordIdOrZeroSchema,
    evaluated: z.boolean().default(true),
    order: z.coerce.number().int('VALIDATION.REQUIRED').min(0, 'VALIDATION.REQUIRED').max(100000),
    grades: z.array(gradeInputSchema).max(20).default([]),
    options: z.array(choiceInputSchema).max(30).default([]),
    items: z.array(choiceInputSchema).max(30).default([]),
    rows: z.array(choiceInputSchema).max(30).default([]),
    can_be_none: z.boolean().default(false),
    /**
     * Staff confirmed that this change makes a new version (docs/content.md "Versions of a question"); without
     * it, a change of what answers mean on a question attempts have asked is refused with 409.
     */
    new_version: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (!q.sub_topic) issue('sub_topic', editorMessages.subTopic);
    if (!q.text_en.trim()) issue('text_en', editorMessages.english);
    switch (q.type) {
      case 'SCL':
        if (q.grades.length < limits.gradesMin) issue('grades', editorMessages.gradesMin);
        else if (needsEnglish(q.grades)) issue('grades', editorMessages.gradeEnglish);
        break;
      case 'OCA':
      case 'MCA': {
        const right = q.options.filter((o) => o.correct).length;
        if (q.options.length < 2) issue('options', 'VALIDATION.OPTIONS_MIN');
        else if (needsEnglish(q.options)) issue('options', 'VALIDATION.OPTIONS_ENGLISH');
        else if (q.evaluated && q.type === 'OCA' && right !== 1) issue('options', 'VALIDATION.ONE_CORRECT');
        else if (q.evaluated && q.type === 'MCA' && right < 1) issue('options', 'VALIDATION.SOME_CORRECT');
        break;
      }
      case 'DND':
        if (q.items.length < 3) issue('items', 'VALIDATION.ITEMS_MIN');
        else if (needsEnglish(q.items)) issue('items', 'VALIDATION.OPTIONS_ENGLISH');
        break;
      case 'ASG':
        if (q.options.length < 2) issue('options', 'VALIDATION.OPTIONS_MIN');
        else if (needsEnglish(q.options)) issue('options', 'VALIDATION.OPTIONS_ENGLISH');
        if (q.rows.length < 2) issue('rows', 'VALIDATION.OPTIONS_MIN');
        else if (needsEnglish(q.rows)) issue('rows', 'VALIDATION.OPTIONS_ENGLISH');
        else if (q.rows.some((r) => r.correct_option === undefined || r.correct_option >= q.options.length))
          issue('rows', 'VALIDATION.ROW_CORRECT');
        break;
      case 'TXT':
        break;
    }
  });
export type QuestionInputBody = z.input<typeof questionInputSchema>;
export type QuestionInputData = z.output<typeof questionInputSchema>;

const textOut = Object.fromEntries(textKeys.map((k) => [k, z.string()]));
/** The languages whose translation of a text went stale: its English changed after it was made. */
const reviewLanguages = z.array(z.enum(languageCodes));

const choiceOut = z.object({
  id: z.number().int(),
  ...textOut,
  correct: z.boolean().optional(),
  correct_option: z.number().int().optional(),
  needs_review: reviewLanguages,
});

/** GET /api/question/{id}: the admin form of a question, in the shape create and update take. */
export const staffQuestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(questionTypes),
  ...textOut,
  sub_topic: z.number().int(),
  topic: z.number().int(),
  evaluated: z.boolean(),
  order: z.number().int(),
  can_be_none: z.boolean(),
  grades: z.array(z.object({ id: z.number().int(), point: z.number().int(), ...textOut, needs_review: reviewLanguages })),
  options: z.array(choiceOut),
  items: z.array(choiceOut),
  rows: z.array(choiceOut),
  needs_review: reviewLanguages,
  version: z.number().int(),
  completed_answers: z.number().int(),
  open_answers: z.number().int(),
}) as unknown as z.ZodType<StaffQuestion>;
export type StaffChoice = TextFields & { id: number; correct?: boolean; correct_option?: number; needs_review: LanguageCode[] };
export type StaffQuestion = TextFields & {
  id: number;
  type: (typeof questionTypes)[number];
  sub_topic: number;
  topic: number;
  evaluated: boolean;
  order: number;
  can_be_none: boolean;
  grades: (TextFields & { id: number; point: number; needs_review: LanguageCode[] })[];
  options: StaffChoice[];
  items: StaffChoice[];
  rows: StaffChoice[];
  /** Languages of the question's text that need review. */
  needs_review: LanguageCode[];
  /** 1, 2, …: a change of what answers mean, once attempts asked it, makes the next (docs/content.md). */
  version: number;
  /** The attempts that asked this version: completed, and unfinished ones still going. */
  completed_answers: number;
  open_answers: number;
};

/** The saved question's id (a new version's, when the save made one) and version. */
export const savedQuestionSchema = z.object({ id: z.number().int(), message: z.string(), version: z.number().int() });
export type SavedQuestion = z.infer<typeof savedQuestionSchema>;

/** The save of a new version that staff did not confirm (the page did not know the question had answers). */
export const questionVersionMessages = {
  unconfirmed: { en: 'This change makes a new version of the question; confirm it to save' },
} as const;

/** The export's filters (docs/product/api.md): topic required; country, from and to (dates, inclusive) optional. */
const exportFilterObject = z.object({ topic: id, ...filterShape });
export const exportFilterSchema = exportFilterObject.superRefine(datesInOrder);
export type ExportFilter = z.output<typeof exportFilterSchema>;
export type ExportFilterInput = z.input<typeof exportFilterSchema>;

/** The count's fields: the export's filters; `all_topics=true` counts every topic of the topic's tool (the package's rows). */
const exportCountFields = exportFilterObject
  .extend({
    all_topics: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  })
  .superRefine(datesInOrder);
/** The count's query string: its fields, each key once. */
export const exportCountQuerySchema = oneValuePerKey(exportCountFields);
export type ExportCountQuery = z.output<typeof exportCountFields>;
export type ExportCountInput = z.input<typeof exportCountFields>;

export const exportBodySchema = exportFilterObject.extend({ language: languageSchema.default('en') }).superRefine(datesInOrder);
export type ExportBody = z.input<typeof exportBodySchema>;

/** The codebook takes no filters: a topic and a language, each key once. */
export const codebookQuerySchema = oneValuePerKey(z.object({ topic: id, language: languageSchema.default('en') }));

/** The research package: the export's filters, plus every topic of the tool and coarsening. */
export const exportPackageBodySchema = exportFilterObject
  .extend({
    language: languageSchema.default('en'),
    all_topics: z.boolean().default(false),
    /** The sharing variant (docs/research-data.md "The sharing variant"): k-anonymous, fresh ids, no exact times. */
    coarsen: z.boolean().default(false),
    /** Its k: every row shares its generalised profile with at least k-1 others. */
    k: sharingKSchema.default(sharingLimits.kDefault),
    /** The sharing variant keeps the free texts (staff read them first: they may name a person). */
    free_text: z.boolean().default(false),
  })
  .superRefine(datesInOrder);
export type ExportPackageBody = z.input<typeof exportPackageBodySchema>;

import { errorBodySchema } from '../error-body';
import { z } from '../zod';
import { languageCodes } from '../languages';

/** The Translations page of the admin panel: export, preview an import, confirm it. */
export const translationsApiPaths = {
  export: '/api/staff/translations/export',
  preview: '/api/staff/translations/preview',
  apply: '/api/staff/translations/apply',
  overview: '/api/staff/translations/overview',
  history: '/api/staff/translations/history',
  revert: '/api/staff/translations/revert',
  imports: '/api/staff/translations/imports',
  undoImport: '/api/staff/translations/imports/undo',
} as const;

export const targetLanguageSchema = z.enum(['cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs']);
export type TargetLanguageCode = z.infer<typeof targetLanguageSchema>;

/** The reader's language: names of topics and sub-topics in a location come in it (English when it has none). */
const displaySchema = z.enum(languageCodes).default('en');

/**
 * Where a questionnaire text appears, as parts the page puts into words in the reader's language
 * (docs/translations.md "On the Translations page"): the topic's and the sub-topic's names in `display`, a
 * question's number within its sub-topic, a picture's, answer's or result level's number.
 */
export const placeParts = [
  'name',
  'description',
  'title',
  'recommendation',
  'text',
  'picture',
  'option',
  'item',
  'grade',
  'row',
] as const;
export const placeSchema = z.object({
  topic: z.string(),
  subTopic: z.string().optional(),
  level: z.number().int().optional(),
  question: z.number().int().optional(),
  part: z.enum(placeParts),
  /** The picture's, option's, item's, grade's or row's number (from 1). */
  number: z.number().int().optional(),
});
export type PlaceWire = z.infer<typeof placeSchema>;

export const translationFormats = ['xliff-2.0', 'xliff-1.2', 'csv'] as const;
export const translationTexts = ['questionnaire', 'interface'] as const;

export const translationsExportQuerySchema = z.object({
  language: targetLanguageSchema,
  format: z.enum(translationFormats).default('xliff-2.0'),
  texts: z.enum(translationTexts).default('questionnaire'),
});

/** A translated file as text (XLIFF or CSV); the page reads the chosen file and sends its text. */
const fileText = z
  .string()
  .min(1, 'VALIDATION.REQUIRED')
  .max(4 * 1024 * 1024, 'VALIDATION.FILE_TOO_LARGE');

export const translationsPreviewBodySchema = z.object({
  file: fileText,
  /** The language staff chose on the page: a file for another one is refused. */
  language: targetLanguageSchema.optional(),
  display: displaySchema,
});

/** "This file is for another language", with the file's language and the one chosen, for the page to name both. */
export const otherLanguageRefusalSchema = errorBodySchema.extend({
  file_language: targetLanguageSchema.optional(),
  chosen_language: targetLanguageSchema.optional(),
});

export const translationsApplyBodySchema = z.object({
  file: fileText,
  /** The preview's digest: the import is refused if the texts changed since staff saw the preview. */
  digest: z.string().regex(/^[0-9a-f]{32}$/, 'VALIDATION.REQUIRED'),
  display: displaySchema,
});

export const refusalReasonSchema = z.enum([
  'unknown-id',
  'duplicate',
  'source-changed',
  'inline-codes',
  'empty',
  'script',
  'placeholders',
  'too-long',
  'not-cyrillic',
]);
export type RefusalReasonCode = z.infer<typeof refusalReasonSchema>;
export const refusalReasons = refusalReasonSchema.options;

/** The sentence of each refusal, in locales/*: the Translations page and the CLI's preview say the same. */
export const refusalReasonKeys = {
  'unknown-id': 'TRANSLATIONS.REASON_UNKNOWN_ID',
  duplicate: 'TRANSLATIONS.REASON_DUPLICATE',
  'source-changed': 'TRANSLATIONS.REASON_SOURCE_CHANGED',
  'inline-codes': 'TRANSLATIONS.REASON_INLINE_CODES',
  empty: 'TRANSLATIONS.REASON_EMPTY',
  script: 'TRANSLATIONS.REASON_SCRIPT',
  placeholders: 'TRANSLATIONS.REASON_PLACEHOLDERS',
  'too-long': 'TRANSLATIONS.REASON_TOO_LONG',
  'not-cyrillic': 'TRANSLATIONS.REASON_NOT_CYRILLIC',
} as const satisfies Record<RefusalReasonCode, string>;

export const previewEntrySchema = z.object({
  id: z.string(),
  key: z.string(),
  where: z.string(),
  source: z.string(),
  before: z.string().optional(),
  after: z.string(),
  reviewed: z.boolean(),
  reason: refusalReasonSchema.optional(),
  /** For the reason `placeholders`: the placeholder or tag the translation lost or changed, or added. */
  placeholder: z.object({ code: z.string(), problem: z.enum(['missing', 'added']) }).optional(),
  place: placeSchema.optional(),
});
export type PreviewEntryWire = z.infer<typeof previewEntrySchema>;

export const importPreviewSchema = z.object({
  kind: z.enum(['content', 'interface']),
  language: targetLanguageSchema,
  format: z.enum(translationFormats),
  changed: z.array(previewEntrySchema),
  unchanged: z.number().int(),
  refused: z.array(previewEntrySchema),
  digest: z.string(),
  /** In the answer of an apply: the applied import, which can be undone as a whole. */
  import: z.number().int().optional(),
});
export type ImportPreviewWire = z.infer<typeof importPreviewSchema>;

/** The reviewer's view: two languages side by side, and what needs attention in each language. */
export const translationsOverviewQuerySchema = z.object({
  texts: z.enum(translationTexts).default('questionnaire'),
  source: z.enum(languageCodes).default('en'),
  target: targetLanguageSchema,
  display: displaySchema,
});

export const languageCountsSchema = z.object({
  language: targetLanguageSchema,
  total: z.number().int(),
  missing: z.number().int(),
  sameAsEnglish: z.number().int(),
  needsReview: z.number().int(),
});
export type LanguageCountsWire = z.infer<typeof languageCountsSchema>;

export const overviewUnitSchema = z.object({
  id: z.string(),
  key: z.string(),
  where: z.string(),
  /** The text in the source language; absent when that language has none. */
  source: z.string().optional(),
  target: z.string().optional(),
  missing: z.boolean(),
  sameAsEnglish: z.boolean(),
  needsReview: z.boolean(),
  /** Recorded changes of the text in the target language: its history can be opened when there are any. */
  changes: z.number().int(),
  /** When the text last changed in the target language (ISO 8601); absent when it never did. */
  lastChanged: z.string().optional(),
  place: placeSchema.optional(),
});
export type OverviewUnitWire = z.infer<typeof overviewUnitSchema>;

export const translationsOverviewSchema = z.object({
  counts: z.array(languageCountsSchema),
  units: z.array(overviewUnitSchema),
});
export type TranslationsOverviewWire = z.infer<typeof translationsOverviewSchema>;

/** A questionnaire text's id, as the export and the reviewer's view name it (migration 0008). */
export const contentUnitIdSchema = z
  .string()
  .regex(
    /^(topic\.\d{1,9}\.(name|description)|subtopic\.\d{1,9}\.name|level\.\d{1,9}\.\d{1,2}\.(title|recommendation)|question\.\d{1,9}\.(text|image\.\d{1,2}\.alt)|option\.\d{1,9}\.text)$/,
    'VALIDATION.REQUIRED',
  );

/** The history of one questionnaire text in one language. */
export const textHistoryQuerySchema = z.object({
  unit: contentUnitIdSchema,
  language: targetLanguageSchema,
  display: displaySchema,
});

export const textSources = ['editor', 'import', 'seed', 'revert'] as const;

export const textChangeSchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  changedAt: z.string(),
  /** The staff member's name (or e-mail address); absent for the seed, a script or a removed account. */
  changedBy: z.string().optional(),
  source: z.enum(textSources),
  /** Absent: no translation (the text fell back to English). */
  oldValue: z.string().optional(),
  newValue: z.string().optional(),
});
export type TextChangeWire = z.infer<typeof textChangeSchema>;

export const textHistorySchema = z.object({
  unit: z.string(),
  language: targetLanguageSchema,
  where: z.string(),
  place: placeSchema.optional(),
  /** The English text. */
  source: z.string(),
  /** The text today; absent when it falls back to English. */
  target: z.string().optional(),
  /** Newest first. */
  changes: z.array(textChangeSchema),
});
export type TextHistoryWire = z.infer<typeof textHistorySchema>;

const recordId = z
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** Puts a text back to its value before change `change` (a version of the history). */
export const textRevertBodySchema = z.object({ change: recordId, display: displaySchema });

/** The imports of questionnaire texts, newest first (of one language when `language` is given). */
export const translationImportsQuerySchema = z.object({ language: targetLanguageSchema.optional() });

export const translationImportSchema = z.object({
  /** The import's entry in the audit trail. */
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  /** The staff member's e-mail address, or "command line". */
  by: z.string(),
  language: targetLanguageSchema,
  format: z.enum(translationFormats),
  /** Texts the import changed (review marks not counted). */
  changed: z.number().int(),
  /** When and by whom the import was undone. */
  undone: z.object({ at: z.string(), by: z.string() }).optional(),
  /** Not undone yet, and recorded with what undoing needs (imports from before undo existed are not). */
  undoable: z.boolean(),
});
export type TranslationImportWire = z.infer<typeof translationImportSchema>;
export const translationImportsSchema = z.array(translationImportSchema);

/** Undoes a whole import: every text it changed goes back, unless it changed again since. */
export const undoImportBodySchema = z.object({ import: recordId, display: displaySchema });

export const keptTextSchema = z.object({ id: z.string(), where: z.string(), place: placeSchema.optional() });
export const undoImportAnswerSchema = z.object({
  import: z.number().int(),
  /** How many texts went back to their wording before the import. */
  putBack: z.number().int(),
  /** The texts that changed again after the import: they keep their newer wording. */
  kept: z.array(keptTextSchema),
});
export type UndoImportAnswerWire = z.infer<typeof undoImportAnswerSchema>;

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
} as const;

export const targetLanguageSchema = z.enum(['cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs']);
export type TargetLanguageCode = z.infer<typeof targetLanguageSchema>;

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
});

export const translationsApplyBodySchema = z.object({
  file: fileText,
  /** The preview's digest: the import is refused if the texts changed since staff saw the preview. */
  digest: z.string().regex(/^[0-9a-f]{32}$/, 'VALIDATION.REQUIRED'),
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
});
export type ImportPreviewWire = z.infer<typeof importPreviewSchema>;

/** The reviewer's view: two languages side by side, and what needs attention in each language. */
export const translationsOverviewQuerySchema = z.object({
  texts: z.enum(translationTexts).default('questionnaire'),
  source: z.enum(languageCodes).default('en'),
  target: targetLanguageSchema,
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
export const textHistoryQuerySchema = z.object({ unit: contentUnitIdSchema, language: targetLanguageSchema });

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
  /** The English text. */
  source: z.string(),
  /** The text today; absent when it falls back to English. */
  target: z.string().optional(),
  /** Newest first. */
  changes: z.array(textChangeSchema),
});
export type TextHistoryWire = z.infer<typeof textHistorySchema>;

/** Puts a text back to its value before change `change` (a version of the history). */
export const textRevertBodySchema = z.object({
  change: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

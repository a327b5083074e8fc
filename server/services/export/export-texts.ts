import type { LanguageCode } from '../../../contract/languages';
import { projectTexts, type Texts } from '../../i18n/server-texts';

/** The words the export and its codebook write, in the chosen language (docs/product/choices.md, export). */
export interface ExportTexts {
  none: string;
  yes: string;
  no: string;
  deleted: string;
  codebookHeader: [string, string, string];
  attemptId: string;
  respondent: string;
  country: string;
  residence: string;
  age: string;
  gender: string;
  education: string;
  employment: string;
  unemployedMonths: string;
  jobSectors: string;
  topic: string;
  language: string;
  createdAt: string;
  completedAt: string;
  actual: string;
  total: string;
  level: string;
  answerAsText: string;
  decimals: string;
  chosen: string;
  notChosen: string;
  rankGiven: string;
  scoreShare: string;
  otherCountries: string;
  profileAtCompletion: string;
  /** "version {{version}}": the version of a question a column holds (docs/research-data.md). */
  version: string;
  /** "replaces {{question}}": the column of the version before it. */
  replaces: string;
}

type Word = Exclude<keyof ExportTexts, 'codebookHeader'>;

/** Each word's key under EXPORT in locales/<lng>/server.json. */
const wordKeys: Record<Word, string> = {
  none: 'NONE',
  yes: 'YES',
  no: 'NO',
  deleted: 'DELETED',
  attemptId: 'ATTEMPT_ID',
  respondent: 'RESPONDENT',
  country: 'COUNTRY',
  residence: 'RESIDENCE',
  age: 'AGE',
  gender: 'GENDER',
  education: 'EDUCATION',
  employment: 'EMPLOYMENT',
  unemployedMonths: 'UNEMPLOYED_MONTHS',
  jobSectors: 'JOB_SECTORS',
  topic: 'TOPIC',
  language: 'LANGUAGE',
  createdAt: 'CREATED_AT',
  completedAt: 'COMPLETED_AT',
  actual: 'ACTUAL',
  total: 'TOTAL',
  level: 'LEVEL',
  answerAsText: 'ANSWER_AS_TEXT',
  decimals: 'DECIMALS',
  chosen: 'CHOSEN',
  notChosen: 'NOT_CHOSEN',
  rankGiven: 'RANK_GIVEN',
  scoreShare: 'SCORE_SHARE',
  otherCountries: 'OTHER_COUNTRIES',
  profileAtCompletion: 'PROFILE_AT_COMPLETION',
  version: 'VERSION',
  replaces: 'REPLACES',
};

/** The export's words in `language`, from locales/<language>/server.json (EXPORT.*). */
export function readExportTexts(t: Texts, language: LanguageCode): ExportTexts {
  const word = (key: string) => t(language, `EXPORT.${key}`);
  const words = Object.fromEntries(Object.entries(wordKeys).map(([field, key]) => [field, word(key)])) as Record<Word, string>;
  return { ...words, codebookHeader: [word('CODEBOOK_COLUMN'), word('CODEBOOK_MEANING'), word('CODEBOOK_ANSWER_CODES')] };
}

export const exportTexts = (language: LanguageCode): ExportTexts => readExportTexts(projectTexts, language);

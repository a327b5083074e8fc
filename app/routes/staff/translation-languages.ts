import { type TargetLanguageCode, targetLanguageSchema } from '../../../contract/api/translations';
import { languages } from '../../../contract/languages';

/** The languages a translator works on (English is always the source), with their labels. */
export const targetLanguages = targetLanguageSchema.options.map((code) => {
  const language = languages.find((l) => l.code === code)!;
  return { code, label: `${language.label} – ${language.name}` };
});

export const firstTarget: TargetLanguageCode = targetLanguages[0]!.code;

import { type TargetLanguageCode, targetLanguageSchema } from '../../../contract/api/translations';
import { type LanguageCode, languages } from '../../../contract/languages';

/** "HUN – Magyar": how the staff pages name a language. */
export function languageLabel(code: LanguageCode) {
  const language = languages.find((l) => l.code === code)!;
  return `${language.label} – ${language.name}`;
}

/** The languages a translator works on (English is always the source). */
export const targetLanguages = targetLanguageSchema.options.map((code) => ({ code, label: languageLabel(code) }));

export const firstTarget: TargetLanguageCode = targetLanguages[0]!.code;

/** "Ungarisch" for hu in German, "maďarština" in Czech: a language's name in the reader's language. */
export function languageInWords(code: LanguageCode, reader: string) {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? languageLabel(code);
  } catch {
    return languageLabel(code);
  }
}

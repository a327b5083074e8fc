import type { TextFields } from '../../../contract/api/staff';
import type { LocalizedText } from '../../../contract/content';
import { languageCodes } from '../../../contract/languages';

/** `text_en`, … -> {en, …}: empty languages are left out (they fall back to English). */
export function localizedFromFields(fields: Partial<TextFields>): LocalizedText {
  const text: Record<string, string> = {};
  for (const code of languageCodes) {
    const value = fields[`text_${code}`]?.trim();
    if (value) text[code] = value;
  }
  return text as LocalizedText;
}

/** {en, …} -> `text_en`, … with '' for a missing language. */
export function fieldsFromLocalized(text: Partial<LocalizedText>): TextFields {
  return Object.fromEntries(languageCodes.map((code) => [`text_${code}`, text[code] ?? ''])) as TextFields;
}

import type { TargetLanguage, TranslationUnit } from './units';

/** Why one unit of an imported file is refused; each has a sentence in every locale (STAFF.TRANSLATIONS.REASON). */
export const refusalReasons = [
  'unknown-id',
  'duplicate',
  'source-changed',
  'inline-codes',
  'empty',
  'script',
  'placeholders',
  'too-long',
  'not-cyrillic',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

export const reasonSentences: Record<RefusalReason, string> = {
  'unknown-id': 'No text of this project has this id.',
  duplicate: 'The file holds this id more than once.',
  'source-changed': 'The English text changed after the file was exported: the translation is outdated, export again.',
  'inline-codes': 'The translation holds XLIFF inline codes; write it as plain text.',
  empty: 'The translation is empty.',
  script: 'The translation holds a script, an event handler or a style.',
  placeholders: 'The placeholders ({{…}}) and the markup (<…>) must be the same as in the English text.',
  'too-long': 'The translation is longer than the limit.',
  'not-cyrillic': 'Bulgarian and Serbian are written in Cyrillic.',
};

const tokenPattern = /\{\{[^}]*\}\}|\{[\w.]+\}|<[^>]*>|\$t\([^)]*\)|%[sd]/g;
const scriptPattern = /<\s*\/?\s*(script|style|iframe|object|embed)\b|javascript\s*:|\bon[a-z]+\s*=/i;
const cyrillicLanguages: readonly TargetLanguage[] = ['bg', 'sr'];

const tokens = (text: string) => (text.match(tokenPattern) ?? []).sort();

/** The first rule the translation breaks, or undefined when it may be applied. */
export function checkTranslation(unit: TranslationUnit, language: TargetLanguage, target: string): RefusalReason | undefined {
  if (target.trim() === '') return 'empty';
  if (scriptPattern.test(target) && !scriptPattern.test(unit.source)) return 'script';
  if (tokens(target).join('\u0000') !== tokens(unit.source).join('\u0000')) return 'placeholders';
  if (target.length > unit.maxLength) return 'too-long';
  if (cyrillicLanguages.includes(language) && !writtenInCyrillic(target, unit.source)) return 'not-cyrillic';
  return undefined;
}

/**
 * Latin words may stay when the English has them (names such as DigComp) or when they are abbreviations
 * (SMS, PDF); a text left as the English is allowed (a name, "OK"); otherwise some Cyrillic is required.
 */
function writtenInCyrillic(target: string, source: string): boolean {
  if (target === source) return true;
  const words = (text: string) => text.replace(tokenPattern, ' ').match(/[A-Za-z]+/g) ?? [];
  const english = new Set(words(source));
  const foreign = words(target).filter((w) => !english.has(w) && w !== w.toUpperCase());
  return foreign.length === 0 && /\p{Script=Cyrillic}/u.test(target);
}

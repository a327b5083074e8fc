import type { RefusalReasonCode } from '../../../contract/api/translations';
import type { TargetLanguage, TranslationUnit } from './units';

/** Why one unit of an imported file is refused; each has a sentence in every locale (refusalReasonKeys). */
export type RefusalReason = RefusalReasonCode;

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

import type { RefusalReasonCode } from '../../../contract/api/translations';
import { codePattern, codesOf } from './inline-codes';
import { characters } from './length-limits';
import type { TargetLanguage, TranslationUnit } from './units';

/** Why one unit of an imported file is refused; each has a sentence in every locale (refusalReasonKeys). */
export type RefusalReason = RefusalReasonCode;

const scriptPattern = /<\s*\/?\s*(script|style|iframe|object|embed)\b|javascript\s*:|\bon[a-z]+\s*=/i;
const cyrillicLanguages: readonly TargetLanguage[] = ['bg', 'sr'];

const tokens = (text: string) => codesOf(text).sort();

/** The first rule the translation breaks, or undefined when it may be applied. */
export function checkTranslation(unit: TranslationUnit, language: TargetLanguage, target: string): RefusalReason | undefined {
  if (target.trim() === '') return 'empty';
  if (scriptPattern.test(target) && !scriptPattern.test(unit.source)) return 'script';
  if (tokens(target).join('\u0000') !== tokens(unit.source).join('\u0000')) return 'placeholders';
  if (characters(target) > unit.maxLength) return 'too-long';
  if (cyrillicLanguages.includes(language) && !writtenInCyrillic(target, unit.source)) return 'not-cyrillic';
  return undefined;
}

/** A placeholder or tag the translation lost or changed (`missing`), or one the English does not have (`added`). */
export interface PlaceholderProblem {
  code: string;
  problem: 'missing' | 'added';
}

/** The first placeholder or tag that differs between the English and the translation, to name in the preview. */
export function placeholderProblem(source: string, target: string): PlaceholderProblem | undefined {
  const left = [...codesOf(target)];
  for (const code of codesOf(source)) {
    const at = left.indexOf(code);
    if (at === -1) return { code, problem: 'missing' };
    left.splice(at, 1);
  }
  return left[0] === undefined ? undefined : { code: left[0], problem: 'added' };
}

/**
 * Latin words may stay when the English has them (names such as DigComp) or when they are abbreviations
 * (SMS, PDF); a text left as the English is allowed (a name, "OK"); otherwise some Cyrillic is required.
 */
function writtenInCyrillic(target: string, source: string): boolean {
  if (target === source) return true;
  const words = (text: string) => text.replace(codePattern, ' ').match(/[A-Za-z]+/g) ?? [];
  const english = new Set(words(source));
  const foreign = words(target).filter((w) => !english.has(w) && w !== w.toUpperCase());
  return foreign.length === 0 && /\p{Script=Cyrillic}/u.test(target);
}

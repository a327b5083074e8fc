/**
 * Which characters a text field accepts. Every text field refuses NUL: PostgreSQL cannot store
 * it. One-line fields (names, e-mail) also refuse control and format characters, line and paragraph
 * separators and lone surrogates: no name contains them, and they hide text or break lines in the export.
 * Every letter of the 10 languages, combining accents and ordinary punctuation stay allowed.
 */
const nul = '\u0000';
const notOneLine = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** False when the text contains a NUL character. */
export const withoutNul = (text: string) => !text.includes(nul);

/** False when the text contains a control or format character, a line break or a lone surrogate. */
export const isOneLine = (text: string) => !notOneLine.test(text);

/** True when any string in a JSON-like value (keys included) contains a NUL; names the first top-level field. */
export function fieldWithNul(value: unknown, topLevel?: string): string | undefined {
  if (typeof value === 'string') return value.includes(nul) ? (topLevel ?? '_form') : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = fieldWithNul(item, topLevel);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = topLevel ?? key;
      if (key.includes(nul)) return topLevel ?? '_form';
      const found = fieldWithNul(item, field);
      if (found) return found;
    }
  }
  return undefined;
}

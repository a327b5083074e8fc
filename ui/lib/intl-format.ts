import { bosnianDateRecipes, bosnianNumberLocale } from './bosnian-dates';
import { type DateRecipe, formatWithRecipe } from './date-recipe';

/**
 * The locale whose conventions a UI language's dates and numbers follow. The tool's English is British
 * (an EU project for European readers): plain `en` would be American English, with a 12-hour clock and the
 * month first ("March 12, 2025 at 2:05 PM"); `en-GB` writes "12 March 2025 at 14:05". Every other language
 * is its own locale, with the hour cycle it usually has.
 */
export const formatLocale = (language: string) => (language === 'en' ? 'en-GB' : language);

/** Numbers likewise; Bosnian ones as browsers without Bosnian data can write them (bosnian-dates.ts). */
const numberLocale = (language: string) => (language === 'bs' ? bosnianNumberLocale : formatLocale(language));

/**
 * The recipe a language's dates are always written with instead of Intl, where browsers lack its data:
 * Bosnian (bosnian-dates.ts). Undefined for the others.
 */
export function fixedDateRecipe(language: string, options: { seconds?: boolean } = {}): DateRecipe | undefined {
  if (language !== 'bs') return undefined;
  return options.seconds ? bosnianDateRecipes.seconds : bosnianDateRecipes.minutes;
}

/**
 * Dates and numbers in the current UI language (decision in docs/decisions/design-system.md, "Dates and numbers": the documented "Czech locale
 * with hours and minutes" becomes the reader's own language, still with hours and minutes).
 */
export function formatDateTime(
  value: Date | string,
  language: string,
  options: { seconds?: boolean; recipe?: DateRecipe } = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  // A recipe made at build time for this language (date-recipe-builder.ts) spares a page Intl's first, costly
  // formatter: the first paint writes its date so (app/first-paint/first-result-paint.ts).
  const recipe = options.recipe ?? fixedDateRecipe(language, options);
  const written = recipe && formatWithRecipe(recipe, date);
  if (written !== undefined) return written;
  return new Intl.DateTimeFormat(formatLocale(language), {
    ...dateTimeOptions,
    ...(options.seconds ? { second: '2-digit' } : {}),
  }).format(date);
}

/** How a date and time is written (formatDateTime without seconds): the day, the month's name, hours, minutes. */
export const dateTimeOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** Points are shown rounded to one decimal (docs/product/limits.md), with the language's decimal separator. */
export function formatOneDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(numberLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A whole percent, e.g. "75 %" in German or "75%" in English. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A count or figure in the language's digits and grouping, e.g. "1.234" in German; at most `maxDecimals` decimals. */
export function formatNumber(value: number, language: string, maxDecimals = 2): string {
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: maxDecimals }).format(value);
}

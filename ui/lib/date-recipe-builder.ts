import { type DateRecipe, isDateField, type RecipePart } from './date-recipe';
import { dateTimeOptions, fixedDateRecipe, formatLocale } from './intl-format';

/**
 * The recipe (date-recipe.ts) of a locale's dates written with these Intl options, taken from Intl: run at
 * build time, in Node, whose ICU has every language's data. Undefined where the locale writes more than the
 * recipe's fields (a day period, an era) or other digits than Western ones.
 */
export function dateRecipe(locale: string, options: Intl.DateTimeFormatOptions): DateRecipe | undefined {
  const format = new Intl.DateTimeFormat(locale, options);
  const months: string[] = [];
  let parts: RecipePart[] | undefined;
  for (let month = 0; month < 12; month++) {
    const sample = new Date(2001, month, 5, 9, 7, 3);
    // The words between the fields as format() writes them: V8 writes a plain space there for some narrow
    // no-break spaces that formatToParts keeps.
    const written = format.format(sample);
    const shape: RecipePart[] = [];
    let at = 0;
    for (const part of format.formatToParts(sample)) {
      const piece = written.slice(at, at + part.value.length);
      at += part.value.length;
      if (part.type === 'literal') shape.push({ literal: piece });
      else if (isDateField(part.type) && piece === part.value) shape.push({ field: part.type });
      else return undefined;
      if (part.type === 'month') months.push(part.value);
    }
    // The words between the fields must not depend on the month.
    if (at !== written.length || (parts && JSON.stringify(shape) !== JSON.stringify(parts))) return undefined;
    parts = shape;
  }
  const sample = Object.fromEntries(format.formatToParts(new Date(2001, 0, 5, 9, 7, 3)).map((part) => [part.type, part.value]));
  const westernDigits =
    ['5', '05'].includes(sample.day ?? '') &&
    ['9', '09'].includes(sample.hour ?? '') &&
    sample.minute === '07' &&
    sample.year === '2001' &&
    (sample.second === undefined || sample.second === '03');
  if (!parts || months.length !== 12 || !westernDigits) return undefined;
  return { parts, months, padDay: sample.day === '05', padHour: sample.hour === '09' };
}

/** The recipe of a UI language's dates as formatDateTime writes them (without seconds). */
export const languageDateRecipe = (language: string): DateRecipe | undefined =>
  fixedDateRecipe(language) ?? dateRecipe(formatLocale(language), dateTimeOptions);

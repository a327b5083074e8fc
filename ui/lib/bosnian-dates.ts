import type { DateRecipe } from './date-recipe';

const months = [
  'januar',
  'februar',
  'mart',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'septembar',
  'oktobar',
  'novembar',
  'decembar',
];
const date: DateRecipe['parts'] = [{ field: 'day' }, { literal: '. ' }, { field: 'month' }, { literal: ' ' }, { field: 'year' }];
const time: DateRecipe['parts'] = [{ literal: '. u ' }, { field: 'hour' }, { literal: ':' }, { field: 'minute' }];

/**
 * Bosnian dates as the Unicode CLDR writes them ("27. novembar 2026. u 10:22"), for every browser: Chromium
 * says it knows Bosnian but has no data for it and writes "2026 M11 27 10:22". Checked against Node's ICU,
 * which has the data (bosnian-dates.test.ts).
 */
export const bosnianDateRecipes: { minutes: DateRecipe; seconds: DateRecipe } = {
  minutes: { parts: [...date, ...time], months, padDay: false, padHour: false },
  seconds: { parts: [...date, ...time, { literal: ':' }, { field: 'second' }], months, padDay: false, padHour: false },
};

/** Bosnian numbers follow the same conventions as Serbian in Latin script in Bosnia, which browsers have. */
export const bosnianNumberLocale = 'sr-Latn-BA';

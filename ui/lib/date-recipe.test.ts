import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../contract/languages';
import { bosnianDateRecipes } from './bosnian-dates';
import { formatWithRecipe } from './date-recipe';
import { dateRecipe, languageDateRecipe } from './date-recipe-builder';
import { dateTimeOptions, formatDateTime, formatOneDecimal } from './intl-format';

// Midnight, single-digit days and hours, every month, a date near a year's end.
const moments = [
  '2026-01-05T00:07:00Z',
  '2026-02-28T09:59:00Z',
  '2026-03-12T14:05:09Z',
  '2026-04-01T23:30:00Z',
  '2026-05-09T08:00:00Z',
  '2026-06-30T12:00:00Z',
  '2026-07-04T19:45:00Z',
  '2026-08-15T06:06:00Z',
  '2026-09-21T10:10:00Z',
  '2026-10-31T22:59:00Z',
  '2026-11-27T10:02:00Z',
  '2026-12-31T23:59:00Z',
];

describe('date recipes', () => {
  it.each(languageCodes)('write every date as formatDateTime does, in %s', (language) => {
    const recipe = languageDateRecipe(language);
    expect(recipe).toBeDefined();
    for (const moment of moments) expect(formatWithRecipe(recipe!, moment)).toBe(formatDateTime(moment, language));
  });

  it('write nothing for a value that is no date', () => {
    expect(formatWithRecipe(languageDateRecipe('en')!, 'yesterday')).toBeUndefined();
  });

  it('are not made for a way of writing with more than their fields (a 12-hour clock’s AM and PM)', () => {
    expect(dateRecipe('en-US', dateTimeOptions)).toBeUndefined();
  });
});

describe('Bosnian dates and numbers', () => {
  // Node's ICU has Bosnian data; Chromium claims Bosnian but writes "2026 M11 27 10:22" and "3.5".
  it('are written as the Unicode CLDR writes Bosnian, with and without seconds', () => {
    expect(bosnianDateRecipes.minutes).toEqual(dateRecipe('bs', dateTimeOptions));
    expect(bosnianDateRecipes.seconds).toEqual(dateRecipe('bs', { ...dateTimeOptions, second: '2-digit' }));
    expect(formatDateTime(new Date(2026, 10, 27, 10, 22, 5), 'bs')).toBe('27. novembar 2026. u 10:22');
    expect(formatDateTime(new Date(2026, 6, 4, 9, 2, 5), 'bs', { seconds: true })).toBe('4. juli 2026. u 9:02:05');
    expect(formatOneDecimal(1234.5, 'bs')).toBe(new Intl.NumberFormat('bs', { minimumFractionDigits: 1 }).format(1234.5));
  });
});

import type { TFunction } from 'i18next';
import type { AgeBand, MissingReason, Statistic } from '../../../../contract/api/insights';
import type { CountryCode } from '../../../../contract/user-options';
import type { FigureValue } from '../../../../ui/chart-figure';
import { countryName } from '../../../../ui/dropdown/country-names';
import { bosnianDateRecipes } from '../../../../ui/lib/bosnian-dates';
import { formatLocale } from '../../../../ui/lib/intl-format';

/** Why a statistic has no value, as a table cell says it; "fewer than k" is the table's own words (null). */
const missingKeys: Record<Exclude<MissingReason, 'fewer_than_k'>, string> = {
  one_item: 'INSIGHTS.MISSING_ONE_ITEM',
  no_variance: 'INSIGHTS.MISSING_NO_VARIANCE',
  no_answers: 'INSIGHTS.MISSING_NO_ANSWERS',
  not_scored: 'INSIGHTS.MISSING_NOT_SCORED',
};

/** The words for why a statistic is missing; undefined for "fewer than k", which the figures write themselves. */
export function missingWords(t: TFunction, missing: MissingReason | undefined): string | undefined {
  return missing && missing !== 'fewer_than_k' ? t(missingKeys[missing]) : undefined;
}

/**
 * A statistic as a figure's cell: its value (through `scale`), the reason in words when it cannot be computed,
 * or null ("fewer than k") when it rests on too few respondents.
 */
export function statisticCell(t: TFunction, statistic: Statistic, scale: (value: number) => number = (v) => v): FigureValue {
  if (statistic.value !== null) return scale(statistic.value);
  return missingWords(t, statistic.missing) ?? null;
}

/** A share (0 to 1) as a percent with one decimal: 0.6234 is 62.3. */
export const percent = (share: number) => Math.round(share * 1000) / 10;

/** An age band in words: "under 55", "55–59", "80 and over"; "not known" where no age was given. */
export function ageBandLabel(t: TFunction, band: AgeBand | null): string {
  if (band === null) return t('INSIGHTS.UNKNOWN');
  if (band === 'under-55') return t('INSIGHTS.AGE_UNDER', { age: 55 });
  if (band === '80+') return t('INSIGHTS.AGE_FROM', { age: 80 });
  return band.replace('-', '–');
}

/** A country's name in the reader's language, as the rest of the app names it; "not known" for none. */
export function countryLabel(t: TFunction, code: string | null, language: string): string {
  return code === null ? t('INSIGHTS.UNKNOWN') : countryName(code as CountryCode, language);
}

/**
 * A period's first day (YYYY-MM-DD, UTC) as a short label: "Mar 2026" for a month, "2 Mar 2026" for a week.
 * Bosnian from its own month names, as the app writes Bosnian dates (browsers lack its data).
 */
export function periodLabel(day: string, period: 'week' | 'month', language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  if (language === 'bs') {
    const month = bosnianDateRecipes.minutes.months[date.getUTCMonth()];
    const year = `${date.getUTCFullYear()}.`;
    return period === 'month' ? `${month} ${year}` : `${date.getUTCDate()}. ${month} ${year}`;
  }
  return new Intl.DateTimeFormat(formatLocale(language), {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    ...(period === 'week' ? { day: 'numeric' } : {}),
  }).format(date);
}

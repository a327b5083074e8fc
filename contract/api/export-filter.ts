import { z } from '../zod';
import { countryCodes } from '../user-options';

/**
 * The messages of the export's filters: VALIDATION keys under `errors` of a 400, whose summary stays the usual
 * 'Some fields are not filled in correctly' (no key of the documented clients names these situations). The
 * command line turns them into English sentences naming its options (package-command.ts).
 */
export const exportFilterKeys = {
  countryUnknown: 'VALIDATION.COUNTRY_UNKNOWN',
  countryTooLong: 'VALIDATION.COUNTRY_TOO_LONG',
  dateInvalid: 'VALIDATION.DATE_INVALID',
  dateTooLong: 'VALIDATION.DATE_TOO_LONG',
  dateAfterEnd: 'VALIDATION.DATE_AFTER_END',
  singleValue: 'VALIDATION.SINGLE_VALUE',
} as const;
const K = exportFilterKeys;

const countryLength = 2;
const dateLength = 'YYYY-MM-DD'.length;
const offered = new Set<string>(countryCodes);

/** A filter value that is not a text: a list (a key given twice) is asked for once; anything else is `key`. */
const textOr = (key: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? undefined : Array.isArray(issue.input) ? K.singleValue : key,
});

/** A day of the calendar written YYYY-MM-DD: 2026-02-30 and 2026-13-01 are not. */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** A country the survey offers (upper or lower case), or '' for every country. */
const countryFilter = z
  .string(textOr(K.countryUnknown))
  .max(countryLength, { message: K.countryTooLong, abort: true })
  .transform((code) => code.toUpperCase())
  .refine((code) => code === '' || offered.has(code), K.countryUnknown)
  .transform((code) => code || undefined)
  .optional();

/** A day (YYYY-MM-DD), or '' for no bound. */
export const dateFilter = z
  .string(textOr(K.dateInvalid))
  .max(dateLength, { message: K.dateTooLong, abort: true })
  .refine((date) => date === '' || isCalendarDate(date), K.dateInvalid)
  .transform((date) => date || undefined)
  .optional();

/** The filters besides the topic, as the export's bodies and query take them. */
export const filterShape = { country: countryFilter, time_from: dateFilter, time_to: dateFilter };

/** From after to would export nothing: said on `time_from`. The same day as both is one day. */
export function datesInOrder(filter: { time_from?: string; time_to?: string }, ctx: z.RefinementCtx) {
  if (filter.time_from && filter.time_to && filter.time_from > filter.time_to) {
    ctx.addIssue({ code: 'custom', path: ['time_from'], message: K.dateAfterEnd, input: filter.time_from });
  }
}

/** The filters besides the topic, with their order; the export page shows its issues under its fields. */
export const filterFieldsSchema = z.object(filterShape).superRefine(datesInOrder);

/**
 * A query string's keys each once and without brackets: Fastify's parser makes `country=CZ&country=DE` a list
 * and `country[]=CZ` a key of its own, which the schema would drop, leaving the filter out without a word.
 * Either answers 400 naming the key, before the fields are read.
 */
export const oneValuePerKey = <T extends z.ZodType>(schema: T) =>
  z.preprocess((query, ctx) => {
    if (query && typeof query === 'object') {
      for (const [key, value] of Object.entries(query)) {
        if (key.includes('[') || Array.isArray(value)) {
          ctx.addIssue({ code: 'custom', path: [key], message: K.singleValue, input: value });
        }
      }
    }
    return query;
  }, schema);

/** The first message per field of failed filters: `{ time_from: 'VALIDATION.DATE_AFTER_END' }`. */
export function filterErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '_form')] ??= issue.message;
  return errors;
}

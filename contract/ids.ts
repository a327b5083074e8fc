import { z } from './zod';

/** Keys of the errors for ids and timestamps of the wrong form (a boolean, hex, "1.5", " 1 "). */
export const valueKeys = {
  /** A value of the wrong kind: a list where a number belongs, a text where a list belongs. */
  invalid: 'VALIDATION.INVALID_VALUE',
  /** An id that is neither a whole number nor a text of decimal digits. */
  id: 'VALIDATION.ID',
  /** The submit's `survey` is neither the list of questions nor `{ questions: [...] }`. */
  surveyShape: 'VALIDATION.SURVEY_SHAPE',
  /** A body nested deeper than limits.bodyNestingMax levels. */
  nesting: 'VALIDATION.NESTING',
} as const;

const largestId = 2 ** 31 - 1;
const missingOr = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'VALIDATION.REQUIRED' : key);

const idError = { error: missingOr(valueKeys.id) };
const decimalDigits = z.string(idError).regex(/^[0-9]{1,10}$/, idError);
const idOf = (smallest: 0 | 1) =>
  z
    .union([z.number(idError).int(idError).min(smallest, idError).max(largestId, idError), decimalDigits], idError)
    .transform(Number)
    .pipe(z.number().min(smallest, idError).max(largestId, idError));

/**
 * A database id as clients written to docs/product/api.md send it (docs/decisions/api-clients-and-openapi.md): a positive whole number, or the same
 * number as a text of decimal digits ("12"), which is what a form field or a path holds. Booleans, hex, padded
 * texts, fractions and lists are refused.
 */
export const recordIdSchema = idOf(1);

/** Like recordIdSchema, but 0 allowed (a question editor's "no sub-topic chosen yet"). */
export const recordIdOrZeroSchema = idOf(0);

/**
 * A moment as clients send it: an ISO 8601 text (what `JSON.stringify` makes of a `Date`) or milliseconds since
 * 1970 (`Date.now()`). Always an ISO text after parsing.
 */
export const momentSchema = z
  .union([z.string().max(40), z.number().int().nonnegative().max(8.64e15)], { error: missingOr(valueKeys.invalid) })
  .transform((value) => (typeof value === 'number' ? new Date(value).toISOString() : value));

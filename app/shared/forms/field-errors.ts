import type { z } from 'zod';

/** Field name → translation key (VALIDATION.*), the first problem of each field. */
export type FieldErrors = Record<string, string>;

/** The first issue per top-level field (a problem in `jobField[2]` belongs to `jobField`). */
export function issuesToErrors(issues: ReadonlyArray<z.core.$ZodIssue>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The fields in error, in the order the form shows them (unknown fields last). */
export function orderedErrors(errors: FieldErrors, fieldOrder: readonly string[]) {
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index < 0 ? fieldOrder.length : index;
  };
  return Object.entries(errors)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, error]) => ({ field, error }));
}

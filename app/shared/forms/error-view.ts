import type { ErrorSummaryItem } from '../../../ui/error-summary';
import { type FieldErrors, orderedErrors } from './field-errors';

/** Server errors, overridden by the client's own; each explained when the form has an `explain`. */
export function shownErrors<V>(
  serverErrors: FieldErrors,
  clientErrors: FieldErrors,
  values: V,
  explain?: (field: string, key: string, values: V) => string,
): FieldErrors {
  const found: FieldErrors = { ...serverErrors, ...clientErrors };
  return explain ? Object.fromEntries(Object.entries(found).map(([field, key]) => [field, explain(field, key, values)])) : found;
}

/** The error summary's lines in the form's order, each naming its field's label and the control to focus. */
export function summaryItems(
  errors: FieldErrors,
  fieldOrder: readonly string[],
  fieldId: (field: string) => string,
  labels: Partial<Record<string, string>>,
  focusTarget: Partial<Record<string, string>>,
): ErrorSummaryItem[] {
  return orderedErrors(errors, fieldOrder).map(({ field, error }) => ({
    fieldId: focusTarget[field] ?? fieldId(field),
    error,
    label: labels[field],
  }));
}

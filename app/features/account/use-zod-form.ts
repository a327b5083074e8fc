import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { ErrorSummaryItem } from '../../../ui/error-summary';
import { type FieldErrors, issuesToErrors, orderedErrors } from './field-errors';

export interface ZodFormOptions<V extends object> {
  /**
   * The rules, or a function loading them: then they load at the first change or submit, so a page on the
   * first load paints without zod.
   */
  schema: z.ZodType | (() => Promise<z.ZodType>);
  initialValues: V;
  /** Prefix of the controls' ids (`${formId}-${field}`), which the error summary links to. */
  formId: string;
  /**
   * Turns a rule's key into the one shown, knowing what was typed (e.g. a negative age breaks the
   * contract's "required" rule, but the reader is better told the allowed range).
   */
  explain?: (field: string, key: string, values: V) => string;
}

/**
 * A form validated by a contract schema (docs/product/validation.md): on submit, then again on every change once a
 * submit was tried. Server field errors (a 400's `errors`) show under the same fields until the field
 * changes. Values are never reset by an error, so nothing typed is lost.
 */
export function useZodForm<V extends object, O = V>({ schema, initialValues, formId, explain }: ZodFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const valuesRef = useRef(values);
  const submittedRef = useRef(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrorsState] = useState<FieldErrors>({});
  /** Counts failed submits; the error summary takes focus again each time it changes. */
  const [attempt, setAttempt] = useState(0);

  const schemaRef = useRef(typeof schema === 'function' ? undefined : schema);
  const loadSchema = useCallback(async () => {
    schemaRef.current ??= await (schema as () => Promise<z.ZodType>)();
    return schemaRef.current;
  }, [schema]);

  const validate = useCallback((next: V) => {
    // Rules not loaded yet: nothing was submitted yet either, so there is nothing to show.
    const result = schemaRef.current?.safeParse(next);
    return !result || result.success ? {} : issuesToErrors(result.error.issues);
  }, []);

  const update = useCallback(
    (change: (current: V) => V, changedFields: readonly (keyof V)[] = []) => {
      const next = change(valuesRef.current);
      valuesRef.current = next;
      if (!schemaRef.current) void loadSchema();
      setValues(next);
      if (submittedRef.current) setClientErrors(validate(next));
      if (changedFields.length) {
        setServerErrorsState((current) => {
          const kept = { ...current };
          for (const field of changedFields) delete kept[field as string];
          return kept;
        });
      }
    },
    [validate, loadSchema],
  );

  const setValue = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => update((current) => ({ ...current, [field]: value }), [field]),
    [update],
  );

  const check = (rules: z.ZodType, onValid: (data: O) => void | Promise<void>) => {
    const result = rules.safeParse(valuesRef.current);
    setServerErrorsState({});
    if (!result.success) {
      setClientErrors(issuesToErrors(result.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setClientErrors({});
    return onValid(result.data as O);
  };

  const handleSubmit = (onValid: (data: O) => void | Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    submittedRef.current = true;
    const rules = schemaRef.current;
    return rules ? check(rules, onValid) : loadSchema().then((loaded) => check(loaded, onValid));
  };

  /**
   * Errors the server found, under their fields. The error summary takes focus again, unless `focusSummary`
   * is false because the caller puts focus on the one field in error itself.
   */
  const setServerErrors = useCallback((errors: FieldErrors, options: { focusSummary?: boolean } = {}) => {
    setServerErrorsState(errors);
    if (Object.keys(errors).length && options.focusSummary !== false) setAttempt((n) => n + 1);
  }, []);

  /** Back to these values with no errors (after a successful save). */
  const reset = useCallback((next: V) => {
    valuesRef.current = next;
    submittedRef.current = false;
    setValues(next);
    setClientErrors({});
    setServerErrorsState({});
  }, []);

  const found: FieldErrors = { ...serverErrors, ...clientErrors };
  const errors: FieldErrors = explain
    ? Object.fromEntries(Object.entries(found).map(([field, key]) => [field, explain(field, key, values)]))
    : found;
  const fieldId = (field: keyof V & string) => `${formId}-${field}`;
  const fieldOrder = Object.keys(initialValues);

  /** The error summary's lines in the form's order, each naming its field's label. */
  const summary = (
    labels: Partial<Record<keyof V & string, string>>,
    focusTarget: Partial<Record<keyof V & string, string>> = {},
  ): ErrorSummaryItem[] =>
    orderedErrors(errors, fieldOrder).map(({ field, error }) => {
      const key = field as keyof V & string;
      return { fieldId: focusTarget[key] ?? fieldId(key), error, label: labels[key] };
    });

  /** The wiring of a text or password field: its id, error, value and change handler. */
  const textField = (field: keyof V & string) => ({
    id: fieldId(field),
    error: errors[field],
    value: String(values[field] ?? ''),
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value as V[typeof field]),
  });

  return {
    values,
    setValue,
    textField,
    update,
    errors,
    errorOf: (field: keyof V & string): string | undefined => errors[field],
    attempt,
    handleSubmit,
    setServerErrors,
    reset,
    fieldId,
    summary,
  };
}

export type ZodForm<V extends object, O = V> = ReturnType<typeof useZodForm<V, O>>;

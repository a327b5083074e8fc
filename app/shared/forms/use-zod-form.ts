import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { shownErrors, summaryItems } from './error-view';
import { type FieldErrors, issuesToErrors } from './field-errors';
import { type FormSchema, useFormSchema } from './use-form-schema';
import { useUnsavedChanges } from './use-unsaved-changes';

export interface ZodFormOptions<V extends object> {
  /**
   * The rules, or a function loading them: then they load at the first change or submit, so a page on the
   * first load paints without zod.
   */
  schema: FormSchema;
  initialValues: V;
  /** Prefix of the controls' ids (`${formId}-${field}`), which the error summary links to. */
  formId: string;
  /**
   * Turns a rule's key into the one shown, knowing what was typed (e.g. a negative age breaks the
   * contract's "required" rule, but the reader is better told the allowed range).
   */
  explain?: (field: string, key: string, values: V) => string;
  /** What the rules read, when the values are not in the schema's shape; the values themselves if not given. */
  input?: (values: V) => unknown;
  /** Asks before the page unloads while the values differ from the saved ones (see `dirty`, `markSaved`). */
  guardUnsaved?: boolean;
}

const sameValues = (values: unknown) => values;

/** The values and errors of a form, and the two flags a change and a submit read at once. */
function useFormState<V>(initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const valuesRef = useRef(values);
  const submittedRef = useRef(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  /** Counts failed submits; the error summary takes focus again each time it changes. */
  const [attempt, setAttempt] = useState(0);
  return {
    ...{ values, setValues, valuesRef, submittedRef },
    ...{ clientErrors, setClientErrors, serverErrors, setServerErrors, attempt, setAttempt },
  };
}
type FormState<V> = ReturnType<typeof useFormState<V>>;
type FormRules = ReturnType<typeof useFormSchema>;

/** A change: validated again once a submit was tried; the server's errors of the changed fields go. */
function useUpdate<V>(state: FormState<V>, rules: FormRules, input: (values: V) => unknown) {
  const { valuesRef, submittedRef, setValues, setClientErrors, setServerErrors } = state;
  const { schemaRef, loadSchema, validate } = rules;
  const update = useCallback(
    (change: (current: V) => V, changedFields: readonly (keyof V)[] = []) => {
      const next = change(valuesRef.current);
      valuesRef.current = next;
      if (!schemaRef.current) void loadSchema();
      setValues(next);
      if (submittedRef.current) setClientErrors(validate(input(next)));
      if (!changedFields.length) return;
      setServerErrors((current) => {
        const kept = { ...current };
        for (const field of changedFields) delete kept[field as string];
        return kept;
      });
    },
    [valuesRef, submittedRef, setValues, setClientErrors, setServerErrors, schemaRef, loadSchema, validate, input],
  );
  const setValue = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => update((current) => ({ ...current, [field]: value }), [field]),
    [update],
  );
  return { update, setValue };
}

/** A submit: the rules (loaded first if need be) decide between showing errors and calling `onValid`. */
function useSubmit<V, O>(state: FormState<V>, rules: FormRules, input: (values: V) => unknown) {
  const check = (schema: z.ZodType, onValid: (data: O) => void | Promise<void>) => {
    const result = schema.safeParse(input(state.valuesRef.current));
    state.setServerErrors({});
    if (!result.success) {
      state.setClientErrors(issuesToErrors(result.error.issues));
      state.setAttempt((n) => n + 1);
      return;
    }
    state.setClientErrors({});
    return onValid(result.data as O);
  };
  return (onValid: (data: O) => void | Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    state.submittedRef.current = true;
    const schema = rules.schemaRef.current;
    return schema ? check(schema, onValid) : rules.loadSchema().then((loaded) => check(loaded, onValid));
  };
}

/** What follows a save: the server's field errors, or a fresh start from saved values. */
function useAfterSave<V>(state: FormState<V>, markSaved: (values: V) => void) {
  const { valuesRef, submittedRef, setValues, setClientErrors, setServerErrors, setAttempt } = state;
  /**
   * Errors the server found, under their fields. The error summary takes focus again, unless `focusSummary`
   * is false because the caller puts focus on the one field in error itself.
   */
  const setServerErrorsShown = useCallback(
    (errors: FieldErrors, options: { focusSummary?: boolean } = {}) => {
      setServerErrors(errors);
      if (Object.keys(errors).length && options.focusSummary !== false) setAttempt((n) => n + 1);
    },
    [setServerErrors, setAttempt],
  );
  /** Back to these values with no errors (after a successful save); they are the saved ones now. */
  const reset = useCallback(
    (next: V) => {
      valuesRef.current = next;
      submittedRef.current = false;
      setValues(next);
      markSaved(next);
      setClientErrors({});
      setServerErrors({});
    },
    [valuesRef, submittedRef, setValues, markSaved, setClientErrors, setServerErrors],
  );
  return { setServerErrors: setServerErrorsShown, reset };
}

/**
 * A form validated by a contract schema (docs/product/validation.md): on submit, then again on every change once a
 * submit was tried. Server field errors (a 400's `errors`) show under the same fields until the field
 * changes. Values are never reset by an error, so nothing typed is lost.
 */
export function useZodForm<V extends object, O = V>(options: ZodFormOptions<V>) {
  const { initialValues, formId, explain } = options;
  const input = (options.input ?? sameValues) as (values: V) => unknown;
  const rules = useFormSchema(options.schema);
  const state = useFormState(initialValues);
  const { values } = state;
  const { update, setValue } = useUpdate(state, rules, input);
  const { dirty, markSaved } = useUnsavedChanges(values, initialValues, options.guardUnsaved ?? false);
  const handleSubmit = useSubmit<V, O>(state, rules, input);
  const { setServerErrors, reset } = useAfterSave(state, markSaved);
  const errors = shownErrors(state.serverErrors, state.clientErrors, values, explain);
  type Field = keyof V & string;
  const fieldId = (field: Field) => `${formId}-${field}`;
  return {
    values,
    setValue,
    /** The wiring of a text or password field: its id, error, value and change handler. */
    textField: (field: Field) => ({
      id: fieldId(field),
      error: errors[field],
      value: String(values[field] ?? ''),
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value as V[typeof field]),
    }),
    update,
    errors,
    errorOf: (field: Field): string | undefined => errors[field],
    attempt: state.attempt,
    handleSubmit,
    setServerErrors,
    reset,
    /** With `guardUnsaved`: whether the values differ from the saved ones (the first, or those given to `reset` or `markSaved`). */
    dirty,
    markSaved,
    fieldId,
    /** The error summary's lines in the form's order, each naming its field's label. */
    summary: (labels: Partial<Record<Field, string>>, focusTarget: Partial<Record<Field, string>> = {}) =>
      summaryItems(errors, Object.keys(initialValues), fieldId as (field: string) => string, labels, focusTarget),
  };
}

export type ZodForm<V extends object, O = V> = ReturnType<typeof useZodForm<V, O>>;

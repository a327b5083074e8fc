import { useCallback, useRef } from 'react';
import type { z } from 'zod';
import { type FieldErrors, issuesToErrors } from './field-errors';

/** The rules, or a function loading them: then they load at the first change or submit. */
export type FormSchema = z.ZodType | (() => Promise<z.ZodType>);

/**
 * A form's rules, loaded once when given as a loader, so a page on the first load paints without zod.
 * `validate` finds nothing while the rules are not loaded: nothing was submitted yet either.
 */
export function useFormSchema(schema: FormSchema) {
  const schemaRef = useRef(typeof schema === 'function' ? undefined : schema);
  const loadSchema = useCallback(async () => {
    schemaRef.current ??= await (schema as () => Promise<z.ZodType>)();
    return schemaRef.current;
  }, [schema]);
  const validate = useCallback((input: unknown): FieldErrors => {
    const result = schemaRef.current?.safeParse(input);
    return !result || result.success ? {} : issuesToErrors(result.error.issues);
  }, []);
  return { schemaRef, loadSchema, validate };
}

import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn';
import { describedBy, Field, type FieldBaseProps, inputClasses } from '../field';

export interface NumberFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'value' | 'defaultValue'> {
  value?: number | null;
  defaultValue?: number;
  /** The parsed number, or null when the box is empty or not a number (the form then reports VALIDATION.REQUIRED). */
  onValueChange?: (value: number | null) => void;
  ref?: Ref<HTMLInputElement>;
}

export function parseNumber(raw: string): number | null {
  if (raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** A number input (age, months, order) with a numeric keyboard on phones. */
export function NumberField({ label, hint, error, id, className, value, onValueChange, onChange, ...rest }: NumberFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(parseNumber(event.target.value));
  };
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(ids) => (
        <input
          id={ids.controlId}
          type="number"
          inputMode="numeric"
          className={cn(inputClasses, 'max-w-48')}
          value={value === undefined ? undefined : (value ?? '')}
          onChange={handleChange}
          {...describedBy(ids, hint, error)}
          {...rest}
        />
      )}
    </Field>
  );
}

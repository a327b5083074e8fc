import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn';
import { describedBy, Field, type FieldBaseProps, inputClasses } from '../field';

export interface TextFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input with its visible label, hint and error. */
export function TextField({ label, hint, error, id, className, inputClassName, type = 'text', ...rest }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(ids) => (
        <input
          id={ids.controlId}
          type={type}
          className={cn(inputClasses, inputClassName)}
          {...describedBy(ids, hint, error)}
          {...rest}
        />
      )}
    </Field>
  );
}

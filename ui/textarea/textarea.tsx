import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { describedBy, Field, type FieldBaseProps, inputClasses } from '../field';

export interface TextareaProps extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with its visible label, hint and error. */
export function Textarea({ label, hint, error, id, className, rows = 5, ...rest }: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(ids) => (
        <textarea
          id={ids.controlId}
          rows={rows}
          className={cn(inputClasses, 'resize-y')}
          {...describedBy(ids, hint, error)}
          {...rest}
        />
      )}
    </Field>
  );
}

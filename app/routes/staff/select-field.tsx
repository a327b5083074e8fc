import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describedBy, Field, inputClasses } from '../../../ui/field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id: string;
  className?: string;
  children: ReactNode;
}

/** A native select with its label, hint and error: the staff pages' pickers (keyboard and screen readers for free). */
export function SelectField({ label, hint, error, id, className, children, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(ids) => (
        <select id={ids.controlId} className={inputClasses} {...describedBy(ids, hint, error)} {...rest}>
          {children}
        </select>
      )}
    </Field>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../lib/cn';
import { describedBy, ErrorMessage, Hint, useFieldIds } from '../field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> {
  /** The visible label beside the box (may contain a link, e.g. to the privacy statement). */
  label: ReactNode;
  hint?: ReactNode;
  /** A translation key; when set the checkbox is in error. */
  error?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A 32 px checkbox with its label, hint and error; the whole label row is a 44 px target. */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cn('flex flex-col gap-1', error && 'border-danger border-l-4 pl-3', className)}>
      {error ? <ErrorMessage id={ids.errorId} error={error} /> : null}
      <div className="flex items-start gap-3">
        <input
          id={ids.controlId}
          type="checkbox"
          className={cn(
            'mt-1.5 size-8 shrink-0 cursor-pointer accent-accent',
            'focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2',
            'disabled:cursor-not-allowed',
          )}
          {...describedBy(ids, hint, error)}
          {...rest}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.controlId} className="flex min-h-11 cursor-pointer items-center text-lg text-text leading-snug">
            {label}
          </label>
          {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
        </div>
      </div>
    </div>
  );
}

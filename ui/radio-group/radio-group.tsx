import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { ErrorMessage, Hint, useFieldIds } from '../field';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  /** The question the group answers, shown as the fieldset's legend. */
  legend: ReactNode;
  name: string;
  options: ReadonlyArray<RadioOption<V>>;
  value?: V | null;
  onChange?: (value: V) => void;
  hint?: ReactNode;
  /** A translation key; when set the group is in error. */
  error?: string;
  disabled?: boolean;
  /** Id of the fieldset; the first radio gets `${id}-0`, the error summary links to it. */
  id?: string;
  className?: string;
  inline?: boolean;
}

/** Native radios in a fieldset with a legend: arrow keys move the choice, Tab leaves the group. */
export function RadioGroup<V extends string = string>({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  disabled,
  id,
  className,
  inline = false,
}: RadioGroupProps<V>) {
  const ids = useFieldIds(id);
  const groupDescribedBy = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      id={ids.controlId}
      aria-describedby={groupDescribedBy}
      disabled={disabled}
      className={cn('m-0 flex min-w-0 flex-col gap-2 border-0 p-0', error && 'border-danger border-l-4 pl-3', className)}
    >
      <legend className="mb-1 p-0 font-bold text-lg text-text leading-snug">{legend}</legend>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? <ErrorMessage id={ids.errorId} error={error} /> : null}
      <div className={cn('flex gap-2', inline ? 'flex-row flex-wrap gap-x-6' : 'flex-col')}>
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                onChange={() => onChange?.(option.value)}
                disabled={option.disabled}
                aria-describedby={optionHintId}
                aria-invalid={error ? true : undefined}
                className={cn(
                  'mt-1.5 size-8 shrink-0 cursor-pointer accent-accent',
                  'focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2',
                  'disabled:cursor-not-allowed',
                )}
              />
              <div className="flex flex-col gap-1">
                <label htmlFor={optionId} className="flex min-h-11 cursor-pointer items-center text-lg text-text leading-snug">
                  {option.label}
                </label>
                {option.hint ? <Hint id={optionHintId as string}>{option.hint}</Hint> : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

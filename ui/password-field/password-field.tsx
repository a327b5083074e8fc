import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { describedBy, Field, type FieldBaseProps, inputClasses } from '../field';

export interface PasswordFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> {
  /** Whether the password is shown as plain text. Pass it with onShownChange to share one toggle in a form. */
  shown?: boolean;
  onShownChange?: (shown: boolean) => void;
  /** Show the eye toggle beside this field (default true). */
  toggle?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with an optional show/hide toggle (a pressed/unpressed button). */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  shown: shownProp,
  onShownChange,
  toggle = true,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shownState, setShownState] = useState(false);
  const shown = shownProp ?? shownState;
  const setShown = (next: boolean) => {
    setShownState(next);
    onShownChange?.(next);
  };
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(ids) => (
        <div className="flex items-stretch gap-2">
          <input
            id={ids.controlId}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            className={cn(inputClasses, 'min-w-0 flex-1')}
            {...describedBy(ids, hint, error)}
            {...rest}
          />
          {toggle ? (
            <button
              type="button"
              aria-pressed={shown}
              aria-controls={ids.controlId}
              onClick={() => setShown(!shown)}
              disabled={rest.disabled}
              className={cn(
                'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-control border-2 border-accent bg-surface px-3',
                'font-bold text-accent text-lg hover:bg-accent-soft aria-pressed:bg-accent-soft',
                'focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2',
                'disabled:cursor-not-allowed disabled:opacity-60',
              )}
            >
              {shown ? <EyeOffIcon /> : <EyeIcon />}
              <span className="sr-only desktop:not-sr-only">{t('UI.SHOW_PASSWORD')}</span>
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

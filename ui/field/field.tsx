import { type LabelHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

/** The ids that tie a control to its label, hint and error message. */
export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated.replaceAll(':', '')}`;
  return { controlId, labelId: `${controlId}-label`, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The ARIA attributes a control needs: hint and error in aria-describedby, aria-invalid when in error. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: string | undefined, extra?: string) {
  const parts = [hint ? ids.hintId : null, error ? ids.errorId : null, extra ?? null].filter(Boolean);
  return {
    'aria-describedby': parts.length ? parts.join(' ') : undefined,
    'aria-invalid': error ? (true as const) : undefined,
  };
}

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  children: ReactNode;
}

export function Label({ className, children, ...rest }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: htmlFor is passed in by the field that uses it
    <label className={cn('block font-bold text-lg text-text leading-snug', className)} {...rest}>
      {children}
    </label>
  );
}

export interface HintProps {
  id: string;
  children: ReactNode;
  className?: string;
}

export function Hint({ id, children, className }: HintProps) {
  return (
    <p id={id} className={cn('m-0 text-lg text-text-muted leading-snug', className)}>
      {children}
    </p>
  );
}

export interface ErrorMessageProps {
  id: string;
  /** A translation key (VALIDATION.REQUIRED); its text is shown with "!" appended. */
  error: string;
  className?: string;
}

/** The error in words under the field, with a hidden "Error:" prefix for screen readers (GOV.UK pattern). */
export function ErrorMessage({ id, error, className }: ErrorMessageProps) {
  const { t } = useTranslation();
  return (
    <p id={id} className={cn('m-0 font-bold text-danger text-lg leading-snug', className)}>
      <span className="sr-only">{t('UI.ERROR_PREFIX')}</span> {t(error)}!
    </p>
  );
}

/** Props every field-wrapped control shares. */
export interface FieldBaseProps {
  /** The visible label (already translated by the caller). */
  label: ReactNode;
  hint?: ReactNode;
  /** A translation key; when set the field is in error. */
  error?: string;
  id?: string;
  className?: string;
}

export interface FieldProps extends FieldBaseProps {
  /** Renders the control, given its ids. */
  children: (ids: FieldIds) => ReactNode;
  /** Which label element to render: a <label for> (default) or a plain labelled element for custom controls. */
  labelAs?: 'label' | 'span';
  onLabelClick?: () => void;
}

/** Label, hint, error and control stacked in the GOV.UK order. */
export function Field({ label, hint, error, id, className, children, labelAs = 'label', onLabelClick }: FieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cn('flex flex-col gap-1', error && 'border-danger border-l-4 pl-3', className)}>
      {labelAs === 'label' ? (
        <Label id={ids.labelId} htmlFor={ids.controlId}>
          {label}
        </Label>
      ) : (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a mouse convenience; the control itself is focusable
        <span id={ids.labelId} className="block font-bold text-lg text-text leading-snug" onClick={onLabelClick}>
          {label}
        </span>
      )}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? <ErrorMessage id={ids.errorId} error={error} /> : null}
      {children(ids)}
    </div>
  );
}

/** Classes shared by text-like inputs: 44 px tall, 18 px text, strong border, danger border when invalid. */
export const inputClasses = cn(
  'min-h-11 w-full rounded-control border-2 border-border-strong bg-surface px-3 py-2 font-body text-lg text-text',
  'focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2',
  'aria-invalid:border-danger aria-invalid:border-4',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
  'read-only:bg-surface-muted',
);

import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

export interface ErrorSummaryItem {
  /** The id of the control to focus (for a radio group, its first radio: `${groupId}-0`). */
  fieldId: string;
  /** A translation key, as shown under the field. */
  error: string;
  /** The field's label (already translated), put before the message so each line makes sense alone. */
  label?: ReactNode;
}

export interface ErrorSummaryProps {
  errors: ReadonlyArray<ErrorSummaryItem>;
  /** Change it (for example the submit count) to move focus to the summary again after another failed submit. */
  focusKey?: string | number;
  /** A heading other than UI.ERROR_SUMMARY_TITLE (already translated). */
  title?: ReactNode;
  className?: string;
}

/** Scrolls the field's label or legend into view and focuses the control, as GOV.UK's summary does. */
function focusField(fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  const labels = 'labels' in field ? (field as HTMLInputElement).labels : null;
  const heading =
    field.closest('fieldset')?.querySelector('legend') ?? labels?.[0] ?? document.getElementById(`${fieldId}-label`);
  (heading ?? field).scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
}

/** The GOV.UK error summary: a focused box at the top of the form with one link per invalid field. */
export function ErrorSummary({ errors, focusKey, title, className }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const hasErrors = errors.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the signal to take focus again
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    focusField(fieldId);
  };
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        'rounded-card border-4 border-danger bg-surface p-4 text-lg text-text',
        'focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2 focus:outline-4 focus:outline-focus',
        className,
      )}
    >
      <h2 id={titleId} className="m-0 mb-2 font-bold font-heading text-text text-xl">
        {title ?? t('UI.ERROR_SUMMARY_TITLE')}
      </h2>
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {errors.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => onLinkClick(event, item.fieldId)}
              className="inline-flex min-h-11 items-center font-bold text-danger underline underline-offset-4 hover:decoration-4 focus-visible:outline-4 focus-visible:outline-focus"
            >
              {item.label ? <>{item.label}: </> : null}
              {t(item.error)}!
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

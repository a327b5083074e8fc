import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { formatNumber } from '../../../../ui/lib/intl-format';
import { Spinner } from '../../../../ui/spinner';
import { SupportReference } from '../../../../ui/support-reference';
import { failureReference, toApiFailure } from '../../../shared/api-failure';

/** What every view answers besides its figures (contract/api/insights.ts). */
interface ViewBase {
  k: number;
  respondents: number | null;
}

/** The part of an RTK Query hook's result a view's status needs. */
export interface ViewResult<T> {
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ViewStatusProps<T extends ViewBase> {
  result: ViewResult<T>;
  /** The view holds nothing for these filters (nobody took part). */
  isEmpty: (view: T) => boolean;
  children: (view: T) => ReactNode;
}

/**
 * A view's states: loading, failed (the server's words, the request's reference for a 5xx, Try again), empty,
 * too few respondents for any figure, or how many respondents it rests on and its figures.
 */
export function ViewStatus<T extends ViewBase>({ result, isEmpty, children }: ViewStatusProps<T>) {
  const { t, i18n } = useTranslation();
  const view = result.currentData;
  if (!view && (result.isFetching || !result.error))
    return <Spinner size="large" label={t('INSIGHTS.LOADING')} showLabel className="mt-6" />;
  if (!view) return <ViewFailure error={result.error} onRetry={() => void result.refetch()} />;
  if (isEmpty(view)) return <Notice>{t('INSIGHTS.EMPTY')}</Notice>;
  if (view.respondents === null) return <Notice>{t('INSIGHTS.TOO_FEW', { k: view.k })}</Notice>;
  return (
    <>
      <p className="m-0 mt-6 text-lg font-bold" data-testid="insights-respondents">
        {t('INSIGHTS.RESPONDENTS', { number: formatNumber(view.respondents, i18n.language) })}
      </p>
      {children(view)}
    </>
  );
}

/** A sentence in place of the figures, said to screen readers as it comes, and printed (a status role would not be). */
function Notice({ children }: { children: ReactNode }) {
  return (
    <p aria-live="polite" className="m-0 mt-6 rounded-card border-2 border-border bg-surface p-4 text-lg">
      {children}
    </p>
  );
}

function ViewFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const failure = toApiFailure(error);
  const reference = failureReference(failure);
  return (
    <div className="mt-6 flex flex-col items-start gap-4">
      <div role="alert" className="flex flex-col gap-2 border-danger border-s-4 ps-4">
        <p className="m-0 text-lg font-bold">{t('INSIGHTS.FAILED')}</p>
        <p className="m-0 text-lg">{t(failure.messageKey)}</p>
      </div>
      {reference ? <SupportReference id={reference} label={t('ERROR_PAGE.REFERENCE')} /> : null}
      <Button variant="secondary" onClick={onRetry}>
        {t('INSIGHTS.RETRY')}
      </Button>
    </div>
  );
}

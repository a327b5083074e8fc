import { type ReactNode, useEffect, useState } from 'react';
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
  let notice: string | null = null;
  let body: ReactNode = null;
  if (!view && (result.isFetching || !result.error))
    body = <Spinner size="large" label={t('INSIGHTS.LOADING')} showLabel className="mt-6" />;
  else if (!view) body = <ViewFailure error={result.error} onRetry={() => void result.refetch()} />;
  else if (isEmpty(view)) notice = t('INSIGHTS.EMPTY');
  else if (view.respondents === null) notice = t('INSIGHTS.TOO_FEW', { k: view.k });
  else
    body = (
      <>
        <p className="m-0 mt-6 text-lg font-bold" data-testid="insights-respondents">
          {t('INSIGHTS.RESPONDENTS', { number: formatNumber(view.respondents, i18n.language) })}
        </p>
        {children(view)}
      </>
    );
  return (
    <>
      <NoticeRegion notice={notice} />
      {body}
    </>
  );
}

/**
 * The sentence said in place of the figures (empty, too few respondents). The polite live region stays mounted
 * while the view is shown and only its words change, so screen readers announce them: a region inserted together
 * with its text is usually not announced. Its words come in after the region is mounted, also when the view was
 * already loaded (a tab opened again). aria-live rather than role=status, so the notice is printed (print hides
 * status and alert roles).
 */
function NoticeRegion({ notice }: { notice: string | null }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div aria-live="polite" data-testid="insights-notice">
      {mounted && notice !== null ? (
        <p className="m-0 mt-6 rounded-card border-2 border-border bg-surface p-4 text-lg">{notice}</p>
      ) : null}
    </div>
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

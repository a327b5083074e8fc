import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { SupportReference } from '../../../ui/support-reference';
import { pages, topicSelectPath } from '../../shared/paths';

export interface LoadProblemProps {
  /** unavailable: unknown, unfinished or another user's attempt; failed: the call itself failed. */
  kind: 'unavailable' | 'failed';
  /** The BACKEND-RESPONSES key of the server's answer, shown in the user's language. */
  messageKey?: string;
  /** The failed request's id to quote, for a failure the person cannot mend (app/shared/api-failure.ts). */
  reference?: string;
  onRetry?: () => void;
  /** The page the problem is on: the result page (default) or the history page. */
  page?: 'result' | 'history';
  /** More the page has to say below the problem (the history's completions waiting to be sent). */
  children?: ReactNode;
}

/** What a result or history page says when it cannot show its data: the reason in words and a way on. */
export function LoadProblem({ kind, messageKey, reference, onRetry, page = 'result', children }: LoadProblemProps) {
  const { t } = useTranslation();
  const title =
    page === 'history'
      ? t('HISTORY.LOAD_FAILED_TITLE')
      : kind === 'unavailable'
        ? t('RESULT_PAGE.UNAVAILABLE_TITLE')
        : t('RESULT_PAGE.LOAD_FAILED_TITLE');
  return (
    <section aria-labelledby="page-title" className="page-column flex w-full max-w-2xl flex-col gap-4 px-4 py-8 desktop:py-10">
      <h1 id="page-title" className="m-0 font-bold font-heading text-4xl leading-tight">
        {title}
      </h1>
      <div role="alert" className="flex flex-col gap-2 border-danger border-s-4 ps-4">
        {messageKey ? <p className="m-0 text-lg font-bold">{t(messageKey)}</p> : null}
        {kind === 'unavailable' ? <p className="m-0 text-lg">{t('RESULT_PAGE.UNAVAILABLE_TEXT')}</p> : null}
      </div>
      {reference ? <SupportReference id={reference} label={t('ERROR_PAGE.REFERENCE')} /> : null}
      {children}
      <div className="flex flex-wrap gap-3">
        {kind === 'failed' && onRetry ? <Button onClick={onRetry}>{t('RESULT_PAGE.TRY_AGAIN')}</Button> : null}
        {page === 'result' ? (
          <LinkButton variant="secondary" href={pages.history}>
            {t('RESULT_PAGE.HISTORY_LINK')}
          </LinkButton>
        ) : null}
        <LinkButton variant="secondary" href={topicSelectPath('general')}>
          {t('RESULT_PAGE.CHOOSE_TOPIC')}
        </LinkButton>
      </div>
    </section>
  );
}

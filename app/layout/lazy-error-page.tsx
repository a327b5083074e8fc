import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorPageProps } from '../../ui/error-page';

/**
 * The error page when its own code could not be loaded (the very failure it reports may be a lost connection
 * or a new version's files): the same words without styling, so a person is never left with a blank page.
 */
function PlainErrorPage({ reference }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl py-8 font-body text-lg">
      <h1>{t('ERROR_PAGE.TITLE')}</h1>
      <p>{t('ERROR_PAGE.APOLOGY')}</p>
      {reference ? (
        <p>
          {reference.label} <code>{reference.id}</code>
        </p>
      ) : null}
      <button type="button" className="underline" onClick={() => window.location.reload()}>
        {t('ERROR_PAGE.RELOAD')}
      </button>
    </div>
  );
}

const ErrorPage = lazy(() =>
  import('../../ui/error-page').then(
    (module) => ({ default: module.ErrorPage }),
    () => ({ default: PlainErrorPage }),
  ),
);

/**
 * The generic error page, loaded when an error first needs it: it is on no page's first load, which has a
 * budget (docs/performance.md).
 */
export function LazyErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}

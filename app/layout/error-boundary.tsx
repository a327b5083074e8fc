import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { LazyErrorPage } from './lazy-error-page';
import { errorRecorded } from '../store/error-slice';
import { requestIdOf } from '../store/request-id';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** The generic error page, with the failed request's id to quote when there is one. */
function AppErrorPage({ reference }: { reference: string | null }) {
  const { t } = useTranslation();
  return <LazyErrorPage reference={reference ? { id: reference, label: t('ERROR_PAGE.REFERENCE') } : undefined} />;
}

/** Route error element: an uncaught rendering error is recorded in the store and shown as the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const dispatch = useAppDispatch();
  useEffect(() => {
    console.error(error);
    dispatch(errorRecorded(error instanceof Error ? error.message : String(error), requestIdOf(error)));
  }, [error, dispatch]);
  return <AppErrorPage reference={requestIdOf(error)} />;
}

/** An error recorded in the store (docs/product/behaviour.md) replaces the page with the generic error page. */
export function StoreErrorGate({ children }: { children: React.ReactNode }) {
  const { message, reference } = useAppSelector((state) => state.error);
  return message ? <AppErrorPage reference={reference} /> : children;
}

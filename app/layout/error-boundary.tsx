import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../../ui/error-page';
import { errorRecorded } from '../store/error-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** Route error element: an uncaught rendering error is recorded in the store and shown as the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const dispatch = useAppDispatch();
  useEffect(() => {
    console.error(error);
    dispatch(errorRecorded(error instanceof Error ? error.message : String(error)));
  }, [error, dispatch]);
  return <ErrorPage />;
}

/** An error recorded in the store (docs/product/behaviour.md) replaces the page with the generic error page. */
export function StoreErrorGate({ children }: { children: React.ReactNode }) {
  const message = useAppSelector((state) => state.error.message);
  return message ? <ErrorPage /> : children;
}

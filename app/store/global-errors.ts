import { errorRecorded } from './error-slice';
import { requestIdOf } from './request-id';
import type { AppStore } from './store';

/**
 * Uncaught errors and unhandled rejections are sent to the store (and so to the error page) and logged; a
 * rejected call keeps its request's id for the page to show.
 */
export function reportGlobalErrors(store: AppStore) {
  window.addEventListener('error', (event) => {
    console.error(event.error ?? event.message);
    store.dispatch(errorRecorded(String(event.message), requestIdOf(event.error)));
  });
  window.addEventListener('unhandledrejection', (event) => {
    console.error(event.reason);
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    store.dispatch(errorRecorded(message, requestIdOf(event.reason)));
  });
}

import { errorRecorded } from './error-slice';
import type { AppStore } from './store';

/** Uncaught errors and unhandled rejections are sent to the store (and so to the error page) and logged. */
export function reportGlobalErrors(store: AppStore) {
  window.addEventListener('error', (event) => {
    console.error(event.error ?? event.message);
    store.dispatch(errorRecorded(String(event.message)));
  });
  window.addEventListener('unhandledrejection', (event) => {
    console.error(event.reason);
    store.dispatch(errorRecorded(event.reason instanceof Error ? event.reason.message : String(event.reason)));
  });
}

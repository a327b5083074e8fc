import { Workbox } from 'workbox-window';
import { translationUrl, type LanguageCode } from '../../../contract/languages';
import { serviceWorkerUrl } from './cache-names';
import { setOfflineStatus } from './offline-status';

/**
 * Registers the service worker (app/shared/offline/service-worker.ts) once the page has loaded, so it never
 * competes with the first load. A new version that waits is offered with "Reload now" (the update banner):
 * the page never reloads by itself in the middle of a question.
 */
export async function registerWorker(language: LanguageCode, signedIn: boolean) {
  const workbox = new Workbox(serviceWorkerUrl);
  workbox.addEventListener('waiting', () => {
    setOfflineStatus({
      update: () => {
        // The local draft is written on every answer, so the reload finds it.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  await workbox.register();
  // The translations this page was started with were fetched before the worker ran: it fetches them into
  // its cache now, so the page opens offline in its language. A language chosen later goes through it.
  await workbox.active;
  workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [translationUrl(language)] } }).catch(() => undefined);
  // A respondent's draft should outlive the browser's clean-ups (docs/decisions.md "Offline use"); asked
  // only of a signed-in respondent, as Firefox asks the user.
  if (signedIn && navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
}

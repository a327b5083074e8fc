import { translationUrl, type LanguageCode } from '../../../contract/languages';
import { serviceWorkerUrl } from './cache-names';
import { keepUserDataForOffline } from './keep-user-data';
import { setOfflineStatus } from './offline-status';

/** "Reload now": the waiting version takes over (SKIP_WAITING in service-worker.ts), then the page reloads. */
function offerUpdate(waiting: ServiceWorker) {
  setOfflineStatus({
    update: () => {
      // The local draft is written on every answer, so the reload finds it.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
  });
}

/** A version installed while an older one controls this page waits, and is offered; the first one is not. */
function watchInstalling(worker: ServiceWorker | null) {
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
  });
}

/**
 * Registers the service worker (app/shared/offline/service-worker.ts) once the page has loaded, so it never
 * competes with the first load. A new version that waits is offered with "Reload now" (the update banner):
 * the page never reloads by itself in the middle of a question. The browser's own API rather than
 * workbox-window: 0.6 KB instead of 2.4 KB on every page's first load (bench:bundle).
 */
export async function registerWorker(language: LanguageCode, signedIn: boolean) {
  // The first worker takes this page over (clientsClaim): what it keeps of the user is asked again through it.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => void keepUserDataForOffline(), { once: true });
  }
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl);
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  watchInstalling(registration.installing);
  registration.addEventListener('updatefound', () => watchInstalling(registration.installing));
  // The translations this page was started with were fetched before the worker ran: it fetches them into
  // its cache now (workbox-routing's CACHE_URLS), so the page opens offline in its language. A language
  // chosen later goes through it.
  const { active } = await navigator.serviceWorker.ready;
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [translationUrl(language)] } });
  // A respondent's draft should outlive the browser's clean-ups (docs/decisions/offline.md); asked
  // only of a signed-in respondent, as Firefox asks the user.
  if (signedIn && navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
}

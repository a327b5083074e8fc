/**
 * The service worker (built into dist/sw.js by scripts/service-worker.mjs, which writes the precache list
 * into `self.__WB_MANIFEST`): the app shell, fonts and icons of this build from the precache; every page
 * from the network, and the app shell when there is none; the translations, the respondent's topic lists and
 * the signed-in user from the network, or as last fetched. docs/decisions/offline.md.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, createHandlerBoundToURL, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { translationsCache, userDataCache, userDataPaths } from './cache-names';
import { sendAnswersMessage, sendAnswersTag } from './sync-messages';

interface SyncEvent extends Event {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open page at once (there is nothing older to mix with); a later one waits for
// the respondent's "Reload now" (SKIP_WAITING below), so no page runs on two builds' files.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const appShell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await fetch(options.request);
        // A proxy's "server unreachable" is no page either.
        if (response.status < 502 || response.status > 504) return response;
        // Not passed on: let the request end.
        await response.body?.cancel();
      } catch {
        // Offline: the app shell renders every address, the prerendered pages included.
      }
      return appShell(options);
    },
    { denylist: [/^\/api(\/|$)/, /^\/locales\//] },
  ),
);

// On a weak signal an answer from the cache after a few seconds beats waiting for the network's timeout.
const networkTimeoutSeconds = 6;
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/locales/'),
  new NetworkFirst({ cacheName: translationsCache, networkTimeoutSeconds, plugins: [okOnly] }),
);

// The topic lists, and who is signed in: logout removes both.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && userDataPaths.includes(url.pathname),
  new NetworkFirst({ cacheName: userDataCache, networkTimeoutSeconds, plugins: [okOnly] }),
);

// Background Sync (Chromium): the connection is back while answers wait. Sending them needs the respondent's
// token, which lives in the page's storage, not here: the worker asks the open pages, whose offline queue
// sends (use-offline-queue.ts). With no page open nothing is lost: the next page opened sends them.
self.addEventListener('sync', (event) => {
  if (event.tag !== sendAnswersTag) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage({ type: sendAnswersMessage });
    }),
  );
});

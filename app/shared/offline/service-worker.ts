/**
 * The service worker (built into dist/sw.js by scripts/service-worker.mjs, which writes the precache list
 * into `self.__WB_MANIFEST`): the app shell, fonts and icons of this build from the precache; every page
 * from the network, and the app shell when there is none; the translations, the respondent's topic lists and
 * the signed-in user from the network, or as last fetched. docs/decisions.md "Offline use".
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, createHandlerBoundToURL, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { surveyApiPaths } from '../../../contract/api/survey-paths';
import { translationsCache, userDataCache } from './cache-names';

interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
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

// The topic lists, and who is signed in (without it the app waits for the user): logout removes both.
const userData: string[] = [surveyApiPaths.topics, surveyApiPaths.topicsWlb, '/api/user/me'];
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && userData.includes(url.pathname),
  new NetworkFirst({ cacheName: userDataCache, networkTimeoutSeconds, plugins: [okOnly] }),
);

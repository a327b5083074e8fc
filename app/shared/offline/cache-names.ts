/**
 * The service worker's caches besides Workbox's precache (app/shared/offline/service-worker.ts,
 * docs/decisions.md "Offline use"). The user's cache holds personal answers, so logout empties it.
 */
export const userDataCache = 'user-data';
export const translationsCache = 'translations';
export const serviceWorkerUrl = '/sw.js';

import { userApiPaths } from '../../../contract/api/user-paths';
import { surveyApiPaths } from '../../../contract/api/survey-paths';

/**
 * The service worker's caches besides Workbox's precache (app/shared/offline/service-worker.ts,
 * docs/decisions/offline.md). The user's cache holds personal answers, so logout empties it.
 */
export const userDataCache = 'user-data';
export const translationsCache = 'translations';
export const serviceWorkerUrl = '/sw.js';

/** The personal answers the worker keeps for offline use: the topic lists, and who is signed in (without it the app waits for the user). */
export const userDataPaths: readonly string[] = [surveyApiPaths.topics, surveyApiPaths.topicsWlb, userApiPaths.me];

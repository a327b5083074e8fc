/**
 * Background Sync between the page and the service worker (docs/decisions/offline.md, second part):
 * the page registers `sendAnswersTag` when answers are queued; the worker's `sync` event posts
 * `sendAnswersMessage` to the open pages, whose offline queue then sends them.
 */
export const sendAnswersTag = 'send-answers';
export const sendAnswersMessage = 'SEND_QUEUED_ANSWERS';

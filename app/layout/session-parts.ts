import { preloadableLazy } from '../shared/preloadable-lazy';

// Only a visitor with a stored token needs the user loaded, and with it the API code.
export const SessionBootstrap = preloadableLazy(() =>
  import('../shared/session/session-bootstrap').then((m) => m.SessionBootstrap),
);
// In the session's chunk: only a stored session can wait for its user.
export const SessionUnreachableNotice = preloadableLazy(() =>
  import('../shared/session/session-bootstrap').then((m) => m.SessionUnreachableNotice),
);
// The offline queue's gate, in the session's chunk: it loads the queue itself only once a draft waits to go.
export const OfflineQueueWhenNeeded = preloadableLazy(() =>
  import('../features/survey/offline/offline-queue-when-needed').then((m) => m.OfflineQueueWhenNeeded),
);

/** The session's code, loaded before the app first renders when a session is stored (it is preloaded by address too). */
export const preloadSession = () =>
  Promise.all([SessionBootstrap.preload(), SessionUnreachableNotice.preload(), OfflineQueueWhenNeeded.preload()]);

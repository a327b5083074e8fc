import { preloadableLazy } from '../shared/preloadable-lazy';

// Only a visitor with a stored token needs the user loaded, and with it the API code (issue 13).
export const SessionBootstrap = preloadableLazy(() =>
  import('../shared/session/session-bootstrap').then((m) => m.SessionBootstrap),
);
// In the session's chunk: only a stored session can wait for its user.
export const SessionUnreachableNotice = preloadableLazy(() =>
  import('../shared/session/session-bootstrap').then((m) => m.SessionUnreachableNotice),
);
// Answers kept while the server could not be reached go out once it can be (issue 22). Not preloaded, and
// loaded only once a draft waits to go (app-layout.tsx): it brings the answer schemas, which no first screen
// needs (the questionnaire's first question was measured 0.6 s later in Lighthouse's model while it loaded).
export const OfflineQueueRunner = preloadableLazy(() =>
  import('../features/survey/use-offline-queue').then((m) => m.OfflineQueueRunner),
);

/** The session's code, loaded before the app first renders when a session is stored (it is preloaded by address too). */
export const preloadSession = () => Promise.all([SessionBootstrap.preload(), SessionUnreachableNotice.preload()]);

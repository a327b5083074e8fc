/**
 * What else must go when the server refuses a session (a 401 in the shared client, base-query.ts). The store
 * knows nothing of the device's caches and drafts, so the app's entry says what that is (main.tsx).
 */
type WhenRefused = () => unknown;

let whenRefused: WhenRefused | undefined;

export function onSessionRefused(action: WhenRefused) {
  whenRefused = action;
}

export function sessionRefused() {
  void whenRefused?.();
}

/**
 * Where the session token lives: localStorage when the user chose remember-me, sessionStorage otherwise
 * (docs/product/behaviour.md). Clearing removes it from both.
 */
export const tokenStorageKey = 'token';

export type TokenPersistence = 'local' | 'session';

export function readStoredToken(): { token: string; persistence: TokenPersistence } | null {
  if (typeof window === 'undefined') return null;
  const local = window.localStorage.getItem(tokenStorageKey);
  if (local) return { token: local, persistence: 'local' };
  const session = window.sessionStorage.getItem(tokenStorageKey);
  if (session) return { token: session, persistence: 'session' };
  return null;
}

export function storeToken(token: string, persistence: TokenPersistence) {
  clearStoredToken();
  (persistence === 'local' ? window.localStorage : window.sessionStorage).setItem(tokenStorageKey, token);
}

export function clearStoredToken() {
  if (typeof window === 'undefined') return;
  window.localStorage.removeItem(tokenStorageKey);
  window.sessionStorage.removeItem(tokenStorageKey);
}

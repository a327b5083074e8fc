import { authorizationHeader } from '../../contract/api/user-paths';
import { readStoredToken } from '../store/auth-storage';
import { hasDraft } from '../features/survey/drafts/draft-store';
import type { ApiPreload } from '../store/api-preload';
import { firstLoadCalls } from './first-load-calls';

/**
 * Run by the boot script (boot.ts): with a stored session, starts the first
 * API calls of the page opened (first-load-calls.ts) while the JavaScript is still on its way; the app's
 * client adopts their responses (api-preload.ts) instead of asking again.
 */
export function startApiPreloads(language: string) {
  let token: string | undefined;
  try {
    token = readStoredToken()?.token;
  } catch {
    // Storage blocked: no session is stored either.
  }
  if (!token) return;
  const calls = firstLoadCalls(location.pathname, location.search, (topic) => hasDraft(topic));
  const authorization = authorizationHeader(token);
  window.__apiPreloads = calls.map(
    (call): ApiPreload => ({
      ...call,
      authorization,
      language,
      startedAt: performance.now(),
      response: fetch(call.path, {
        method: call.method,
        headers: {
          Authorization: authorization,
          'Accept-Language': language,
          ...(call.body === null ? {} : { 'Content-Type': 'application/json' }),
        },
        body: call.body,
      }).catch(() => undefined),
    }),
  );
}

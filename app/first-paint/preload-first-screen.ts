import { matchRoutes, type RouteObject } from 'react-router';
import { preloadSession } from '../layout/session-parts';
import type { PageHandle } from '../routes/route-table';

/**
 * The code of the first screen at this address, loaded before the app first renders: the page's module and,
 * with a stored session, the session's. Their chunks are already on their way (index.html's inline script
 * preloads them by address), so this waits for little, and the first render draws the page itself: no
 * Suspense fallback that React would then hold for up to 300 ms after the code had arrived (measured: the
 * first question of a questionnaire opened by address 0.1 to 0.3 s sooner, docs/performance.md). A chunk
 * that fails to load does not stop the app: the page's boundary shows the failure as before.
 */
export function preloadFirstScreen(routes: RouteObject[], pathname: string, signedIn: boolean): Promise<void> {
  const page = matchRoutes(routes, pathname)
    ?.map((match) => (match.route.handle as PageHandle | undefined)?.page)
    .find((found) => found !== undefined);
  return Promise.all([page?.preload(), signedIn ? preloadSession() : undefined]).then(
    () => undefined,
    () => undefined,
  );
}

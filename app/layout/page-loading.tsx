import { Spinner } from '../../ui/spinner';

/**
 * Shown while a page's code chunk loads: after a link, not on a page opened by address (its code is loaded
 * before the app's first render, app/first-paint/preload-first-screen.ts). Marked for the tests that check that.
 */
export function PageLoading() {
  return (
    <div className="flex justify-center p-10" data-page-loading="">
      <Spinner size="large" />
    </div>
  );
}

import { useEffect } from 'react';

/** How often a call that found no server is tried again while nothing else prompts it. */
export const retryEveryMs = 15_000;

/**
 * While `active`, calls `retry` when the browser is back online, when the page gets the focus again and
 * every {@link retryEveryMs}: a server that was down is noticed without a reload.
 */
export function useRetryWhile(active: boolean, retry: () => void) {
  useEffect(() => {
    if (!active) return;
    const again = () => retry();
    const timer = window.setInterval(again, retryEveryMs);
    window.addEventListener('online', again);
    window.addEventListener('focus', again);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', again);
      window.removeEventListener('focus', again);
    };
  }, [active, retry]);
}

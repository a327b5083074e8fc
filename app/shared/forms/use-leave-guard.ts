import { useBlocker } from 'react-router';

/**
 * Holds a move to another page of the app while `dirty` (a form's unsaved changes): the caller asks, then
 * `proceed`s or `reset`s the returned blocker. Needs a data router.
 */
export function useLeaveGuard(dirty: boolean) {
  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
}

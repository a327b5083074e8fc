import { useSyncExternalStore } from 'react';

/**
 * What the browser offers about the installed, offline app, for the header and the update banner: the
 * install prompt (only where the browser fired `beforeinstallprompt`) and a waiting new version.
 */
export interface OfflineStatus {
  /** Shows the browser's install dialog; null where the browser offers none. */
  install: (() => Promise<void>) | null;
  /** Switches to the waiting new version and reloads; null while none waits. */
  update: (() => void) | null;
}

/**
 * What the prerendered pages were rendered with. Hydration must start from it (React's server snapshot), not
 * from what the browser offered meanwhile: an install offer that came before hydration (under load, the
 * main script runs late) made the header differ from its HTML, and the page stayed inert.
 */
const prerendered: OfflineStatus = { install: null, update: null };
let status = prerendered;
const listeners = new Set<() => void>();

export function setOfflineStatus(change: Partial<OfflineStatus>) {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => status;
const beforeHydration = () => prerendered;

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribe, current, beforeHydration);
}

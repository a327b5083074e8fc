import { useSyncExternalStore } from 'react';
import { isPhoneWidth } from '../../contract/limits';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The spec's phone layout flag: true while the window is narrower than 820 px, recomputed on every resize. */
export function usePhoneLayout() {
  return useSyncExternalStore(
    subscribe,
    () => isPhoneWidth(window.innerWidth),
    () => false,
  );
}

import { useSyncExternalStore } from 'react';
import { isPhoneWidth } from '../../contract/limits';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The spec's phone layout flag: true while the window is narrower than 820 px, recomputed on every resize.
 * The prerendered pages (and so their hydration) take the phone layout: most respondents use phones, which
 * then see no change when the app starts; a desktop switches to its row then, in a header of the same
 * height (no layout shift).
 */
export function usePhoneLayout() {
  return useSyncExternalStore(
    subscribe,
    () => isPhoneWidth(window.innerWidth),
    () => true,
  );
}

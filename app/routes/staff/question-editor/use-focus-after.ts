import { useEffect, useState } from 'react';

/**
 * Moves the focus to the element with the given id once the page shows it: after a choice is moved or
 * removed, the keyboard stays with the control that did it (or the list's add button) instead of falling to
 * the page's start.
 */
export function useFocusAfter() {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    document.getElementById(pending)?.focus();
    setPending(null);
  }, [pending]);
  return setPending;
}

import { useLayoutEffect, useRef } from 'react';

/**
 * React may move the focused item's element while reordering, which drops focus; this puts it back on the
 * Move button that was pressed. Buttons register under a key; refocusOn(key) marks the one to focus after the
 * next render.
 */
export function useRefocusAfterMove() {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  const registerButton = (key: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  const refocusOn = (key: string) => {
    refocus.current = key;
  };

  useLayoutEffect(() => {
    if (refocus.current) buttons.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  return { registerButton, refocusOn };
}

import { type RefObject, useEffect, useState } from 'react';

const clipboardAvailable = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';

/** Selects the element's text, so the device's own Copy (a long press, Ctrl+C) takes exactly it. */
function selectText(element: HTMLElement | null) {
  const selection = element ? window.getSelection() : null;
  if (element && selection) selection.selectAllChildren(element);
}

/**
 * Copies `text` to the clipboard. `canCopy` is false until mounted (the first render is the same in the
 * prerendered page) and where the browser has no clipboard (a page not served over HTTPS): the text stays
 * selectable. A refused write selects the text instead. `copied` holds until the text changes.
 */
export function useCopy(text: string, element: RefObject<HTMLElement | null>) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(clipboardAvailable()), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is not copied yet
  useEffect(() => setCopied(false), [text]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      selectText(element.current);
    }
  };
  return { canCopy, copied, copy };
}

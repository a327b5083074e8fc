import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Where a control sits in the header's row, the same in both layouts: its menu, or the address it links to. */
function placeOf(element: EventTarget | Element | null, row: HTMLElement): string | null {
  if (!(element instanceof Element) || !row.contains(element)) return null;
  const menu = element.closest('[data-header-menu]')?.getAttribute('data-header-menu');
  if (menu) return `[data-header-menu="${menu}"] button`;
  const href = element.closest('a[href]')?.getAttribute('href');
  return href ? `a[href=${JSON.stringify(href)}]` : null;
}

/**
 * Keeps the keyboard's place in the header's row when the row is drawn again under it: the prerendered phone
 * row turning into the desktop row as the app starts, a window resized across 820 px, a menu's placeholder
 * replaced by the real menu once its code has arrived (deferred-menus.tsx). Without it focus falls back to the
 * page and the next Tab starts again from the top, or lands on a control the person had already left.
 * `drawing` names what the row shows; when it changes, a control that had focus gets it back in the new row by
 * its place, and one that the new layout keeps in the phone menu hands it to the menu's button (in the desktop
 * row, to the first link of the navbar).
 */
export function useHeaderFocus(row: RefObject<HTMLElement | null>, drawing: string) {
  const place = useRef<string | null>(null);
  const drawn = useRef(drawing);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    // Focus taken on the prerendered page before the app started counts too.
    place.current = placeOf(document.activeElement, element);
    // A focused control that is removed loses focus without an event: the place is the last one focused.
    const follow = (event: Event) => {
      place.current = placeOf(event.target, element);
    };
    document.addEventListener('focusin', follow);
    // A press elsewhere is the person moving on: focus is not brought back to the header after it.
    document.addEventListener('pointerdown', follow);
    return () => {
      document.removeEventListener('focusin', follow);
      document.removeEventListener('pointerdown', follow);
    };
  }, [row]);
  useLayoutEffect(() => {
    if (drawn.current === drawing) return;
    drawn.current = drawing;
    const element = row.current;
    const selector = place.current;
    if (!element || !selector) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target =
      element.querySelector<HTMLElement>(selector) ??
      element.querySelector<HTMLElement>('[data-header-menu="phone"] button') ??
      element.querySelector<HTMLElement>('nav a');
    target?.focus();
  }, [row, drawing]);
}

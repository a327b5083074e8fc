import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Where a control sits in the header's row: its menu (the same in both layouts), or elsewhere in the row. */
function placeOf(element: EventTarget | null, row: HTMLElement): string | null {
  if (!(element instanceof Element) || !row.contains(element)) return null;
  return element.closest('[data-header-menu]')?.getAttribute('data-header-menu') ?? 'row';
}

/**
 * Keeps the keyboard's place in the header's row when the row is drawn again under it: the window (or the
 * browser's text zoom) crossing 820 px, a longer language, a menu's placeholder replaced by the real menu once
 * its code has arrived (deferred-menus.tsx). Without it focus falls back to the
 * page and the next Tab starts again from the top, or lands on a control the person had already left.
 * `drawing` names what the row shows; when it changes and the control that had focus went with the old row,
 * a menu's button gets it back in the new row, and a navbar link (kept in the phone menu by the phone layout)
 * hands it to the phone menu's button, which hands it to the navbar's first link. The logo and the language
 * button stay in place in both layouts (React keeps them), and so keep their focus.
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
    const menu = place.current;
    if (!element || !menu) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target =
      element.querySelector<HTMLElement>(`[data-header-menu="${menu}"] button`) ??
      element.querySelector<HTMLElement>('[data-header-menu="phone"] button') ??
      element.querySelector<HTMLElement>('nav a');
    target?.focus();
  }, [row, drawing]);
}

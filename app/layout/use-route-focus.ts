import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a page's heading after a navigation (a lazily loaded page may take a moment). */
const headingWaitMs = 10_000;

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.dataset.routeFocus = '';
  // The router's scroll restoration has placed the page (top, or the earlier position on back/forward).
  heading.focus({ preventScroll: true });
}

/**
 * The focus hand-off after a navigation inside the app: once the new page is shown, its main heading (the
 * <h1> in <main>) takes focus, so screen readers announce where the user landed and the next Tab starts at
 * the top of the new page instead of at the link that was clicked. The first load is left alone (the
 * browser starts at the top), and so is a focus that an open dialog holds.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what starts the hand-off
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = performance.now();
    const attempt = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) {
        if (performance.now() - started < headingWaitMs) frame = requestAnimationFrame(attempt);
        return;
      }
      // After the frame, let menus and dialogs that just closed finish returning focus first.
      timer = setTimeout(() => {
        if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
        focusHeading(heading);
      }, 0);
    };
    frame = requestAnimationFrame(attempt);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname]);
}

import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * True while the content of `measure` (laid out on one line at its natural width, e.g. `w-max`) fits in the
 * width of `space`. Both are watched with a ResizeObserver, so a longer language, a longer name, a font
 * that finishes loading, a larger browser text size or a narrower window all re-decide it.
 *
 * `decidesFirstPaint`: whether the answer changes what is drawn now. Then it is taken before the first paint,
 * so the wrong layout never flashes; that measuring forces the browser to lay the page out inside React's
 * commit, which on a slow phone is a long task of its own (TBT). Where it changes nothing (the
 * phone layout draws the compact row whatever the answer), the observer's first report, made after the
 * browser's own layout, decides it; should it start to matter (the window widens past the phone layout),
 * it is taken at once again.
 */
export function useFits(space: RefObject<HTMLElement | null>, measure: RefObject<HTMLElement | null>, decidesFirstPaint = true) {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const spaceElement = space.current;
    const measureElement = measure.current;
    if (!spaceElement || !measureElement) return;
    const decide = () => {
      const needed = measureElement.getBoundingClientRect().width;
      const available = spaceElement.getBoundingClientRect().width;
      // Half a pixel of tolerance for sub-pixel widths.
      setFits(needed <= available + 0.5);
    };
    if (decidesFirstPaint || typeof ResizeObserver === 'undefined') decide();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(decide);
    observer.observe(spaceElement);
    observer.observe(measureElement);
    return () => observer.disconnect();
  }, [space, measure, decidesFirstPaint]);
  return fits;
}

import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * True while the content of `measure` (laid out on one line at its natural width, e.g. `w-max`) fits in the
 * width of `space`. Both are watched with a ResizeObserver, so a longer language, a longer name, a font
 * that finishes loading, a larger browser text size or a narrower window all re-decide it. The first
 * answer is taken before the first paint, so the wrong layout never flashes.
 */
export function useFits(space: RefObject<HTMLElement | null>, measure: RefObject<HTMLElement | null>) {
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
    decide();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(decide);
    observer.observe(spaceElement);
    observer.observe(measureElement);
    return () => observer.disconnect();
  }, [space, measure]);
  return fits;
}

import { useEffect } from 'react';

const property = '--sv-print-head';

/** A text as a CSS string literal, for `content: var(...)`. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ')}"`;
}

/**
 * The line printed at the top of every paper page while this page is shown (the `@page` margin box in
 * styles.css reads it): a page that comes loose from the others still says what it belongs to.
 */
export function usePrintRunningHead(text: string) {
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(property, cssString(text));
    return () => {
      root.style.removeProperty(property);
    };
  }, [text]);
}

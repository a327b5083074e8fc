import { createContext } from 'react';

/** What a page puts in the document head: the title, the meta description, the canonical address. */
export interface PageHead {
  title: string;
  description: string;
  canonicalPath?: string;
}

/**
 * Given only by the build-time prerender (app/prerender/render-page.tsx): effects do not run there, so
 * usePageHead hands the page's head to it while rendering, and the prerendered file carries the page's own
 * title and description in its language.
 */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

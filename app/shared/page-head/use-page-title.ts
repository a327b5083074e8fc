import { usePageHead } from './use-page-head';

/** Title only; see usePageHead for the canonical address. */
export function usePageTitle(page?: string) {
  usePageHead(page);
}

import type { Page, Request } from 'playwright-core';

interface PageRequests {
  inFlight: Set<Request>;
  /** When the page's last request ended (performance.now() of this process), or -Infinity. */
  lastEnded: number;
}
const tracked = new WeakMap<Page, PageRequests>();

/** Starts counting the page's requests still on their way: a lazy component's code, a font, an image. */
export function trackRequests(page: Page) {
  if (tracked.has(page)) return;
  const requests: PageRequests = { inFlight: new Set(), lastEnded: Number.NEGATIVE_INFINITY };
  tracked.set(page, requests);
  const ended = (request: Request) => {
    requests.inFlight.delete(request);
    requests.lastEnded = performance.now();
  };
  page.on('request', (request) => requests.inFlight.add(request));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** How many requests of a tracked page have not finished (0 for a page not tracked). */
export function requestsInFlight(page: Page): number {
  return tracked.get(page)?.inFlight.size ?? 0;
}

/** Milliseconds since the tracked page's last request ended (Infinity when none has). */
export function sinceLastRequest(page: Page): number {
  return performance.now() - (tracked.get(page)?.lastEnded ?? Number.NEGATIVE_INFINITY);
}

import type { Page, Request } from 'playwright-core';

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests still on their way: a lazy component's code, a font, an image. */
export function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/** How many requests of a tracked page have not finished (0 for a page not tracked). */
export function requestsInFlight(page: Page): number {
  return inFlight.get(page)?.size ?? 0;
}

import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, controlled, userKeptOffline } from '../support/browser';
import { withRealApp } from '../support/real-app';
import { registeredUser, userContext } from '../support/survey-journey';

const app = withRealApp();

/** The page's requests started and not yet finished or failed, as "METHOD url". */
function openRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => [...open].map((request) => `${request.method()} ${request.url()}`);
}

describe('a signed-in page once the service worker takes it over', () => {
  it('leaves no request open: what the worker is asked to keep is read to the end', async () => {
    const token = await registeredUser(app.server, `quiet.${Date.now()}@example.org`);
    const context = await userContext(app.browser, token, 'en');
    const page = await context.newPage();
    const stillOpen = openRequests(page);
    await page.goto(`${app.server.url}/`);
    await appReady(page);
    // The first worker takes the page over, and the page asks for the user and topic lists again through it
    // (keep-user-data.ts); the worker has answered them once it keeps the user.
    await controlled(page, 60_000);
    await userKeptOffline(page);
    // A bound on the wait, not a measure of speed: an unread body stays open for minutes.
    await expect.poll(stillOpen, { timeout: 2_000, interval: 100 }).toEqual([]);
    await page.waitForLoadState('networkidle', { timeout: 2_000 });
    await context.close();
  }, 120_000);
});

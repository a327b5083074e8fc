import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withRealApp } from '../support/real-app';

/** Compression and caching (docs/decisions/compression-and-caching.md), as a respondent meets it: the app arrives compressed, renders, and comes from the cache next time. */
const app = withRealApp();

/** The app's own text files a page loads: its HTML, scripts, styles, vector images and translations. */
function watchTextFiles(page: Page) {
  const seen: Response[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== app.server.url) return;
    if (/\.(js|css|svg|json)$/.test(url.pathname) || response.request().resourceType() === 'document') seen.push(response);
  });
  return seen;
}

describe('given a first visit in Chromium', () => {
  it('gets every text file of the home page in brotli and renders it', async () => {
    const context = await app.browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const seen = watchTextFiles(page);
    await page.goto(`${app.server.url}/`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');

    const kinds = new Set(seen.map((r) => new URL(r.url()).pathname.split('.').pop()));
    for (const needed of ['js', 'json']) expect([...kinds], needed).toContain(needed);
    // The home page is prerendered with its styles inline (scripts/prerender.mjs): they come with the HTML.
    expect(await page.locator('head style').count()).toBeGreaterThan(0);
    for (const response of seen.filter((r) => r.status() === 200)) {
      const headers = await response.allHeaders();
      // A few files are so small that brotli would not make them smaller (the build then keeps no copy).
      if (Number(headers['content-length']) > 200) expect(headers['content-encoding'], response.url()).toBe('br');
      expect(headers.vary, response.url()).toContain('accept-encoding');
    }
    expect((await page.locator('h1').first().textContent())?.trim()).not.toBe('');
    expect(problems).toEqual([]);

    // The next page of the same visit: the fingerprinted files come from the browser's cache.
    const firstPage = [...seen];
    const next = watchTextFiles(page);
    await page.goto(`${app.server.url}/wlb`);
    await page.locator('h1').first().waitFor();
    const isAsset = (r: Response) => new URL(r.url()).pathname.startsWith('/assets/');
    // On the first page they were asked from the server…
    expect(firstPage.filter(isAsset).every((r) => r.request().timing().requestStart >= 0)).toBe(true);
    const assets = next.filter(isAsset);
    expect(assets.length).toBeGreaterThan(0);
    for (const response of assets) {
      const timing = response.request().timing();
      // …on the next one from the cache: no connection, no request sent (Chromium reports -1 for the steps it skipped).
      expect(timing.requestStart, response.url()).toBe(-1);
    }
    await context.close();
  });

  it('gets the stylesheet of a page the app renders in the browser in brotli', async () => {
    const context = await app.browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    const seen = watchTextFiles(page);
    await page.goto(`${app.server.url}/topic-select`);
    await page.locator('h1').first().waitFor();
    const styles = seen.filter((r) => new URL(r.url()).pathname.endsWith('.css'));
    expect(styles.length).toBeGreaterThan(0);
    for (const response of styles) expect((await response.allHeaders())['content-encoding'], response.url()).toBe('br');
    await context.close();
  });
});

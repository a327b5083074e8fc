import { describe, expect, it } from 'vitest';
import { withRealApp } from '../support/real-app';
import { translate } from '../support/survey-journey';

const app = withRealApp();

describe('the first load', () => {
  it("starts the stored language's translations from the page itself, once, before the app script has run", async () => {
    const context = await app.browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(() => window.localStorage.setItem('language', 'de'));
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/locales/') || pathname.startsWith('/assets/index-')) requests.push(pathname);
    });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('heading', { level: 1, name: translate('de')('PAGES.LOGIN') }).waitFor();
    const locales = requests.filter((p) => p.startsWith('/locales/'));
    expect(locales).toEqual(['/locales/de/translation.json']);
    // Asked for by index.html's inline script while the main script was still loading, not after it ran.
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const locale = entries.find((e) => e.name.includes('/locales/'));
      const main = entries.find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name));
      return { localeStart: locale?.startTime ?? Number.NaN, mainEnd: main?.responseEnd ?? Number.NaN };
    });
    expect(timing.localeStart).toBeLessThan(timing.mainEnd);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The inline script runs under the strict CSP (allowed by its hash): no violation in the console.
    expect(problems).toEqual([]);
    await context.close();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeInPage } from '../support/axe-in-page';
import { launchChromium } from '../support/browser';
import { serveFolder } from '../support/static-server';

/**
 * The axe sweep of design.md section 7: every story of the static Storybook (npm run build-storybook),
 * rendered in Chromium in both themes, with zero WCAG 2.0/2.1/2.2 A and AA violations.
 */
const root = path.resolve(import.meta.dirname, '../../storybook-static');
const indexFile = path.join(root, 'index.json');
if (!fs.existsSync(indexFile)) throw new Error('No static Storybook: run "npm run build-storybook" first (npm test does it).');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}
const entries = Object.values(
  (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const stories = entries.filter((e) => e.type === 'story' && !e.tags?.includes('skip-axe-sweep'));

let browser: Browser;
let storybook: Awaited<ReturnType<typeof serveFolder>>;

beforeAll(async () => {
  storybook = await serveFolder(root);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await storybook?.close();
});

describe.each(['general', 'wlb'])('given the %s theme', (theme) => {
  it('has stories to sweep', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.concurrent.each(stories.map((s) => [`${s.title} / ${s.name}`, s] as const))(
    '%s has no axe violations',
    async (_label, story) => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await page.goto(`${storybook.url}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
        await page.waitForFunction(
          () => document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'),
        );
        await page.waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))).toBe(false);
        expect(errors).toEqual([]);
        expect(await axeInPage(page)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

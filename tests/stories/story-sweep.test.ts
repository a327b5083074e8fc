import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeInPage } from '../support/axe-in-page';
import { launchChromium } from '../support/browser';
import { serveFolder } from '../support/static-server';
import { StoryPagePool } from '../support/story-pages';

/**
 * The axe sweep of docs/conventions.md: every story of the static Storybook (npm run build-storybook),
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
const themes = ['general', 'wlb'] as const;

let browser: Browser;
let storybook: Awaited<ReturnType<typeof serveFolder>>;
const pools = new Map<string, StoryPagePool>();

beforeAll(async () => {
  storybook = await serveFolder(root);
  browser = await launchChromium();
  for (const theme of themes) {
    const pool = new StoryPagePool(browser, storybook.url, theme, 2);
    await pool.open(stories[0]?.id ?? '');
    pools.set(theme, pool);
  }
});
afterAll(async () => {
  for (const pool of pools.values()) await pool.close();
  await browser?.close();
  await storybook?.close();
});

describe.each(themes)('given the %s theme', (theme) => {
  it('has stories to sweep', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.concurrent.each(stories.map((s) => [`${s.title} / ${s.name}`, s] as const))(
    '%s has no axe violations',
    async (_label, story) => {
      const pool = pools.get(theme) as StoryPagePool;
      await pool.withStory(story.id, async (page, pageErrors) => {
        expect(pageErrors).toEqual([]);
        expect(await axeInPage(page)).toEqual([]);
      });
    },
  );
});

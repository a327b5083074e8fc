import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeInPage } from '../support/axe-in-page';
import { launchChromium } from '../support/browser';
import { serveFolder } from '../support/static-server';
import { StoryPagePool } from '../support/story-pages';
import {
  baselineDir,
  expectedPictureNames,
  languagesPictured,
  outputDir,
  pictureLanguages,
  type StoryEntry,
  type Theme,
  themes,
} from '../visual/picture-names';
import { describeChange, pictureStory, recordResults, type VisualResults } from '../visual/story-pictures';

/**
 * The story sweep: every story of the static Storybook (npm run build-storybook), rendered once per theme in
 * Chromium, checked with axe for WCAG 2.0/2.1/2.2 A and AA violations (docs/conventions.md) and pictured at a
 * desktop and a phone width against its approved baseline (docs/visual-review.md); the questionnaire's and
 * the result's stories are pictured in German and Serbian too. STORY_PICTURES=skip leaves the pictures out
 * (a machine whose fonts render differently from the baselines' machine kind); STORYBOOK_DIR sweeps another
 * build of the static Storybook.
 */
const root = path.resolve(import.meta.dirname, '../..', process.env.STORYBOOK_DIR ?? 'storybook-static');
const indexFile = path.join(root, 'index.json');
if (!fs.existsSync(indexFile)) throw new Error('No static Storybook: run "npm run build-storybook" first (npm test does it).');

interface IndexEntry extends StoryEntry {
  type: 'story' | 'docs';
  tags?: string[];
}
const stories = Object.values(
  (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((e) => e.type === 'story');
const picturing = process.env.STORY_PICTURES !== 'skip';
const storyCases = (list: IndexEntry[]) => list.map((s) => [`${s.title} / ${s.name}`, s] as const);

let browser: Browser;
let storybook: Awaited<ReturnType<typeof serveFolder>>;
const pools = new Map<string, StoryPagePool>();
const poolKey = (theme: Theme, locale?: string) => `${theme}:${locale ?? ''}`;
const results: VisualResults = { changed: [], stale: [] };

beforeAll(async () => {
  fs.rmSync(outputDir, { recursive: true, force: true });
  storybook = await serveFolder(root);
  browser = await launchChromium();
  for (const theme of themes) {
    const pool = new StoryPagePool(browser, storybook.url, theme, 2);
    await pool.open(stories[0]?.id ?? '');
    pools.set(poolKey(theme), pool);
    if (picturing && theme === 'general')
      for (const locale of pictureLanguages) {
        const languagePool = new StoryPagePool(browser, storybook.url, theme, 1, locale);
        await languagePool.open(stories[0]?.id ?? '');
        pools.set(poolKey(theme, locale), languagePool);
      }
  }
});
afterAll(async () => {
  if (picturing) recordResults(results);
  for (const pool of pools.values()) await pool.close();
  await browser?.close();
  await storybook?.close();
});

/** Pictures the story on the page and returns what differs from the baselines, in words. */
async function picturesDiffer(page: Parameters<typeof pictureStory>[0], story: IndexEntry, theme: Theme, locale?: string) {
  if (!picturing) return [];
  const changed = (await pictureStory(page, story, { theme, locale })).filter((r) => r.status !== 'same');
  results.changed.push(...changed);
  return changed.map(describeChange);
}

describe.each(themes)('given the %s theme', (theme) => {
  it('has stories to sweep', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  // Concurrent tests take `expect` from their own context: the global one may belong to another test by then.
  it.concurrent.for(storyCases(stories))('%s has no axe violations and looks as approved', async ([, story], { expect }) => {
    await (pools.get(poolKey(theme)) as StoryPagePool).withStory(story.id, async (page, pageErrors) => {
      expect(pageErrors).toEqual([]);
      if (!story.tags?.includes('skip-axe-sweep')) expect.soft(await axeInPage(page)).toEqual([]);
      expect(await picturesDiffer(page, story, theme)).toEqual([]);
    });
  });

  describe.runIf(picturing && theme === 'general').each(pictureLanguages)('in the language %s', (locale) => {
    const inLanguage = stories.filter((s) => languagesPictured(s, theme).includes(locale));
    it.concurrent.for(storyCases(inLanguage))('%s looks as approved', async ([, story], { expect }) => {
      await (pools.get(poolKey(theme, locale)) as StoryPagePool).withStory(story.id, async (page, pageErrors) => {
        expect(pageErrors).toEqual([]);
        expect(await picturesDiffer(page, story, theme, locale)).toEqual([]);
      });
    });
  });
});

describe.runIf(picturing)('the approved pictures', () => {
  it('are each of a story that exists', () => {
    const expected = expectedPictureNames(stories);
    const stale = fs.readdirSync(baselineDir).filter((name) => name.endsWith('.png') && !expected.has(name));
    results.stale.push(...stale);
    expect(stale, 'baselines of stories that no longer exist: npm run visual:approve removes them').toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { serveFolder } from '../support/static-server';
import { outputPath } from '../visual/compare-picture';
import { decodePng } from '../visual/png-files';
import { pictureStory } from '../visual/story-pictures';

/**
 * The picture test's own check (docs/visual-review.md): a button whose padding grows by one pixel fails
 * against the picture taken before, with a diff written for the report; the same story taken again passes.
 */
const root = path.resolve(import.meta.dirname, '../..', process.env.STORYBOOK_DIR ?? 'storybook-static');
const story = { id: 'primitives-button--primary', title: 'Primitives/Button', name: 'Primary' };

let browser: Browser;
let storybook: Awaited<ReturnType<typeof serveFolder>>;
let page: Page;
let folders: { baselines: string; output: string };

beforeAll(async () => {
  storybook = await serveFolder(root);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${storybook.url}/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
  await page.locator('#storybook-root button').first().waitFor();
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-comparison-'));
  folders = { baselines: path.join(temporary, 'baselines'), output: path.join(temporary, 'output') };
  fs.mkdirSync(folders.baselines);
  // The first pictures become the baselines, as `npm run visual:approve` would make them.
  for (const result of await pictureStory(page, story, { theme: 'general' }, folders))
    fs.copyFileSync(outputPath(result.name, 'new', folders.output), path.join(folders.baselines, result.name));
  fs.rmSync(folders.output, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await storybook?.close();
  if (folders) fs.rmSync(path.dirname(folders.baselines), { recursive: true, force: true });
});

describe('a story pictured against its approved baseline', () => {
  it('looks as approved when nothing changed', async () => {
    const results = await pictureStory(page, story, { theme: 'general' }, folders);
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['primitives-button--primary.general.1280.png', 'same'],
      ['primitives-button--primary.general.390.png', 'same'],
    ]);
  });

  it('fails when a button grows one pixel of padding, and writes the diff', async () => {
    await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('#storybook-root button');
      if (!button) throw new Error('no button in the story');
      button.style.paddingLeft = `${Number.parseFloat(getComputedStyle(button).paddingLeft) + 1}px`;
    });
    const [desktop] = await pictureStory(page, story, { theme: 'general' }, folders);
    expect(desktop?.status).toBe('changed');
    expect(desktop?.changedPixels).toBeGreaterThan(0);
    const diff = decodePng(fs.readFileSync(outputPath(desktop?.name ?? '', 'diff', folders.output)));
    expect(diff.width).toBe(1280);
    const red = diff.data
      .filter((_, i) => i % 4 === 0)
      .reduce((n, r, i) => n + (r === 255 && diff.data[i * 4 + 1] === 0 ? 1 : 0), 0);
    expect(red).toBe(desktop?.changedPixels);
  });
});

import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { requestsInFlight, sinceLastRequest } from '../support/requests-in-flight';
import { comparePicture, type PictureFolders, type PictureOutcome, sweepFolders } from './compare-picture';
import {
  outputDir,
  type PictureVariant,
  pictureHeightLimitOf,
  pictureName,
  pictureWidths,
  resultsFile,
  type StoryEntry,
} from './picture-names';
import { writeReport } from './report-page';

export interface PictureResult extends PictureOutcome {
  story: StoryEntry;
  variant: PictureVariant;
}

/** What a run found, for the report page and `visual:approve` (docs/visual-review.md). */
export interface VisualResults {
  changed: PictureResult[];
  /** Baselines no story calls for any more. */
  stale: string[];
}

/**
 * React shows what a Suspense boundary waited for up to 300 ms after it arrives (it throttles reveals), so a
 * page that has just received code waits a little longer than that before its picture.
 */
const suspenseRevealMs = 400;

/**
 * Lets the page come to rest after a story's render or a resize: two frames, the fonts, every image decoded
 * and no request on its way (a lazy component shows only once its code has come), checked again after each
 * wait until all hold at once. A lazy image would load only when Chromium decides it is near the screen, so
 * every image loads at once instead.
 */
async function settle(page: Page) {
  for (let round = 0; round < 100; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          for (const image of Array.from(document.images)) if (image.loading === 'lazy') image.loading = 'eager';
          const done = () =>
            Promise.all([
              document.fonts.ready,
              ...Array.from(document.images, (image) => image.decode().catch(() => undefined)),
            ]).then(() => resolve());
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
    );
    const quiet = requestsInFlight(page) === 0 && sinceLastRequest(page) > suspenseRevealMs;
    if (quiet && (await page.evaluate(() => document.fonts.status)) === 'loaded') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Takes the story shown on `page` at each picture width and compares each picture with its baseline; the
 * page is back at the first width when it returns. Animations are stopped and the caret hidden, so a
 * picture shows the state a person would see once everything settles.
 */
export async function pictureStory(
  page: Page,
  story: StoryEntry,
  variant: Omit<PictureVariant, 'width' | 'height'>,
  folders: PictureFolders = sweepFolders,
): Promise<PictureResult[]> {
  const results: PictureResult[] = [];
  try {
    for (const size of pictureWidths) {
      if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
      await settle(page);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const height = Math.min(Math.max(pageHeight, size.height), pictureHeightLimitOf(story, size.height));
      const screenshot = await page.screenshot({
        fullPage: true,
        clip: { x: 0, y: 0, width: size.width, height },
        animations: 'disabled',
        caret: 'hide',
      });
      const full = { ...variant, ...size };
      results.push({ ...comparePicture(pictureName(story.id, full), screenshot, folders), story, variant: full });
    }
  } finally {
    await page.setViewportSize(pictureWidths[0]);
  }
  return results;
}

/** A failing picture in words: its name, what changed and where to look. */
export function describeChange(result: PictureResult): string {
  switch (result.status) {
    case 'new':
      return `${result.name}: no approved baseline yet`;
    case 'resized':
      return `${result.name}: size changed from ${result.baselineSize} to ${result.newSize}`;
    default:
      return `${result.name}: ${result.changedPixels} pixels changed`;
  }
}

/** Writes what differed as results.json and the report page beside it; nothing when all is as approved. */
export function recordResults(results: VisualResults) {
  if (results.changed.length === 0 && results.stale.length === 0) return;
  fs.mkdirSync(outputDir, { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  writeReport(results);
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/translation.json';
import sr from '../../locales/sr/translation.json';
import { appReady } from '../support/browser';
import { withRealApp } from '../support/real-app';

/** /guides: four guides with a picture each, in the reader's language, prerendered. */
const app = withRealApp();
const guides = ['SURVEY', 'KEPT', 'TEXT_SIZE', 'KEYBOARD'] as const;

async function open(options: { language: string; width: number; javaScript?: boolean }) {
  const context = await app.browser.newContext({
    viewport: { width: options.width, height: 800 },
    javaScriptEnabled: options.javaScript ?? true,
    extraHTTPHeaders: { 'accept-language': options.language },
  });
  await context.addInitScript((lng) => window.localStorage.setItem('language', lng), options.language);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(`${app.server.url}/guides`);
  if (options.javaScript ?? true) await appReady(page);
  return { page, problems, close: () => context.close() };
}

/** Each guide's heading and its picture, loaded once scrolled to, at the size the page reserved for it. */
async function expectGuidesWithPictures(page: Page, texts: typeof en) {
  for (const guide of guides) {
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: texts.GUIDES[guide].TITLE }) });
    const picture = section.getByRole('img', { name: texts.GUIDES[guide].IMAGE_ALT });
    expect(await picture.getAttribute('loading')).toBe('lazy');
    expect([await picture.getAttribute('width'), await picture.getAttribute('height')]).toEqual(['400', '300']);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = (await picture.boundingBox())!;
    expect(shown.width / shown.height).toBeCloseTo(4 / 3, 1);
    expect(await section.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
  }
}

describe('the guides page', () => {
  it('on a phone, explains each guide with a picture, naming the buttons as the app shows them', async () => {
    const { page, problems, close } = await open({ language: 'en', width: 390 });
    await expectGuidesWithPictures(page, en);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const label of [en.NAV.SURVEY, en.SURVEY.NEXT, en.SURVEY.COMPLETE, en.SURVEY.SAVE_AND_EXIT, en.APP.SKIP_TO_CONTENT]) {
      expect(text).toContain(`“${label}”`);
    }
    expect(text).toContain(en.QUESTION['DND-INSTRUCTIONS']);
    // How answers are kept covers the offline queue.
    expect(text).toContain('offline');
    expect(problems).toEqual([]);
    await close();
  });

  it("speaks Serbian in Cyrillic, the pictures' alternative texts included", async () => {
    const { page, close } = await open({ language: 'sr', width: 1280 });
    await page.getByRole('heading', { level: 1, name: sr.GUIDES.TITLE }).waitFor();
    await expectGuidesWithPictures(page, sr as typeof en);
    expect((await page.locator('main').textContent()) ?? '').toContain(`„${sr.SURVEY.SAVE_AND_EXIT}“`);
    await close();
  });

  it('arrives prerendered: without JavaScript the guides and their pictures are there', async () => {
    const { page, close } = await open({ language: 'en', width: 390, javaScript: false });
    for (const guide of guides) {
      await page.getByRole('heading', { level: 2, name: en.GUIDES[guide].TITLE }).waitFor({ state: 'attached' });
      expect(await page.locator(`img[alt="${en.GUIDES[guide].IMAGE_ALT}"][loading="lazy"]`).count()).toBe(1);
    }
    await close();
  });
});

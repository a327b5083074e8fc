import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languages } from '../../contract/languages';
import { axeInPage } from '../support/axe-in-page';
import { withRealApp } from '../support/real-app';

const publicPages = ['/', '/wlb', '/guides', '/gdpr', '/accessibility'];

const app = withRealApp();

async function openPage(path: string, options: { language?: string; width?: number } = {}) {
  const context = await app.browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  if (options.language) {
    await context.addInitScript((lng) => window.localStorage.setItem('language', lng), options.language);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${app.server.url}${path}`);
  await page.locator('h1').first().waitFor();
  return { page, problems, close: () => context.close() };
}

describe.each(languages.map((l) => [l.code, l.label] as const))('given the %s language (%s)', (code) => {
  it.each(publicPages)('%s loads with no missing key and no console error', async (path) => {
    const { page, problems, close } = await openPage(path, { language: code });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text, 'a raw key is shown').not.toMatch(/\b[A-Z][A-Z0-9_]+\.[A-Z0-9_.-]{3,}\b/);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the language choice', () => {
  it('survives a reload and sets lang on <html>', async () => {
    const { page, close } = await openPage('/');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: /Čeština/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('cs');
    await page.reload();
    await page.locator('h1').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cs');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('cs');
    await close();
  });

  it('loads the Cyrillic font only for Bulgarian and Serbian', async () => {
    const cyrillicStylesheet = (page: Page) =>
      page.evaluate(() => [...document.styleSheets].some((sheet) => (sheet.href ?? '').includes('cyrillic')));
    const serbian = await openPage('/', { language: 'sr' });
    await expect.poll(() => cyrillicStylesheet(serbian.page)).toBe(true);
    await serbian.close();

    const english = await openPage('/', { language: 'en' });
    await english.page.evaluate(() => document.fonts.ready);
    expect(await cyrillicStylesheet(english.page)).toBe(false);
    await english.close();
  });

  it('downloads a Latin Extended face only for text that has such letters', async () => {
    // The weights of the faces for č, š, ž and the like (unicode-range from U+0100) that were downloaded.
    // Before, every page downloaded both; an English page needs one at most (for a partner's name).
    const extendedWeightsLoaded = (page: Page) =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.unicodeRange.startsWith('U+100') && face.status === 'loaded')
          .map((face) => face.weight)
          .sort();
      });
    const slovenian = await openPage('/', { language: 'sl' });
    await expect.poll(() => extendedWeightsLoaded(slovenian.page)).toEqual(['400', '700']);
    await slovenian.close();

    const english = await openPage('/', { language: 'en' });
    expect((await extendedWeightsLoaded(english.page)).length).toBeLessThan(2);
    await english.close();
  });
});

describe('the two tools', () => {
  it('the wlb toggle switches theme and links', async () => {
    const { page, close } = await openPage('/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('general');
    await page.getByRole('link', { name: 'Work-life balance' }).click();
    await page.waitForURL(`${app.server.url}/wlb`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('wlb');
    await page.getByRole('link', { name: 'Skills self-assessment' }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).getAttribute('href'),
    ).toBe('/wlb');
    await close();
  });

  it('an anonymous visitor who clicks Survey gets the take-survey modal, with registration offered', async () => {
    const { page, close } = await openPage('/');
    await page.getByRole('link', { name: 'Survey' }).click();
    const dialog = page.getByRole('dialog', { name: 'How would you like to take the survey?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Without registration' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${app.server.url}/register`);
    await close();
  });
});

describe('at phone width', () => {
  it('the hamburger opens the full-screen menu, which navigates and closes', async () => {
    const { page, problems, close } = await openPage('/', { width: 390 });
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.getByRole('button', { name: /menu/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Work-life balance' }).click();
    await page.waitForURL(`${app.server.url}/wlb`);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('wlb');
    expect(problems).toEqual([]);
    await close();
  });
});

describe.each([
  ['desktop', 1280],
  ['phone', 390],
])('at %s width', (_label, width) => {
  it.each(publicPages)('%s has no axe violations', async (path) => {
    const { page, close } = await openPage(path, { width });
    await page.evaluate(() => document.fonts.ready);
    expect(await axeInPage(page as Page)).toEqual([]);
    await close();
  });
});

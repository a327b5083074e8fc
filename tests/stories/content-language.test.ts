import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../contract/languages';
import { allLocales } from '../../locales/locale-files';
import { launchChromium } from '../support/browser';
import { serveFolder } from '../support/static-server';

/**
 * Storybook for reviewers: the Content pages render every text in the toolbar's language, the
 * answer hints ("Choose one answer.") included; "All languages" gives each language its own hints.
 */
const root = path.resolve(import.meta.dirname, '../../storybook-static');
if (!fs.existsSync(path.join(root, 'index.json'))) throw new Error('No static Storybook: run "npm run build-storybook" first.');

const locales = allLocales();
const chooseOne = (code: string) => locales[code]?.['QUESTION.CHOOSE-ONE'] as string;

let browser: Browser;
let storybook: Awaited<ReturnType<typeof serveFolder>>;
let page: Page;

beforeAll(async () => {
  storybook = await serveFolder(root);
  browser = await launchChromium();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await storybook?.close();
});

async function openStory(id: string, locale: string) {
  await page.goto(`${storybook.url}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale};a11y.manual:!true`);
  await page.locator('#storybook-root section').first().waitFor();
}

describe('given a language chosen in the Storybook toolbar', () => {
  it('the Content page of a topic shows the answer hints in that language, none in English', async () => {
    await openStory('content-topics--digital-skills', 'hu');
    const text = (await page.locator('#storybook-root').textContent()) ?? '';
    expect(text).toContain(chooseOne('hu'));
    expect(text).not.toContain(chooseOne('en'));
  });

  it('"All languages" gives each language its own answer hint, whatever the toolbar says', async () => {
    await openStory('content-all-languages--one-question-in-every-language', 'sr');
    for (const language of languages) {
      const section = page.getByRole('region', { name: language.name, exact: true });
      expect(await section.textContent(), language.code).toContain(chooseOne(language.code));
    }
  });
});

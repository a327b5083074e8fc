import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../contract/languages';
import { prerenderedPaths } from '../../contract/prerendered-pages';
import { withRealApp } from '../support/real-app';
import { registeredUser, translate, watchProblems } from '../support/survey-journey';

/**
 * The public pages arrive rendered in the visitor's language, so their text paints before any
 * JavaScript runs, and the app takes over that markup (hydration) instead of drawing the page again.
 */
const app = withRealApp();

/** The main heading of each prerendered page, by its translation key. */
const headingKeys: Record<(typeof prerenderedPaths)[number], string> = {
  '/': 'HOMEPAGE.INTRO.TITLE',
  '/wlb': 'WLB_HOMEPAGE.INTRO.TITLE',
  '/login': 'PAGES.LOGIN',
  '/register': 'PAGES.REGISTER',
  '/guides': 'GUIDES.TITLE',
  '/gdpr': 'GDPR.TITLE',
  '/accessibility': 'A11Y_STATEMENT.TITLE',
};

/** Holds the app's script back until `release()`, so a test can look at the page as it was sent. */
async function holdAppScript(context: BrowserContext) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** True once React has taken the element over (hydrated or rendered it). */
const ownedByReact = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);

describe('given a visitor on a public page', () => {
  it('shows its text, title and language before any JavaScript has run', async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    const de = translate('de');
    for (const path of prerenderedPaths) {
      await page.goto(`${app.server.url}${path}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(de(headingKeys[path]));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await page.title()).toContain(de('APP.TITLE'));
    }
    // It says why nothing on the page answers: the app needs JavaScript.
    // (Playwright's text and visibility queries pass over <noscript>: read the element itself.)
    const noscript = await page.evaluate(() => {
      const line = document.querySelector('noscript p');
      return { text: line?.textContent, height: line?.getBoundingClientRect().height ?? 0 };
    });
    expect(noscript.text).toBe(de('APP.NOSCRIPT'));
    expect(noscript.height).toBeGreaterThan(0);
    // The page titles say where the reader is, as the app's own titles do.
    await page.goto(`${app.server.url}/login`);
    expect(await page.title()).toBe(`${de('PAGES.LOGIN')} – ${de('APP.TITLE')}`);
    await context.close();
  });

  // One test per language: seventy pages in one test outlast a test's time on a busy machine.
  it.each(languageCodes)('the app takes over the markup it was sent, without an error (%s)', async (language) => {
    const context = await app.browser.newContext({ viewport: { width: 412, height: 823 }, locale: language });
    const page = await context.newPage();
    const problems = watchProblems(page);
    for (const path of prerenderedPaths) {
      await page.goto(`${app.server.url}${path}`, { waitUntil: 'commit' });
      const heading = await page.waitForSelector('h1');
      await ownedByReact(page, 'main h1');
      // The heading painted from the HTML is the one the app now runs: it was not drawn again.
      expect(await heading.evaluate((h) => h.isConnected), `${language} ${path}`).toBe(true);
      expect(await heading.textContent()).toBe(translate(language)(headingKeys[path]));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    }
    expect(problems, language).toEqual([]);
    await context.close();
  });

  it('takes no input until the app has started, so nothing typed or sent is lost, and works then', async () => {
    const context = await app.browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-GB' });
    const release = await holdAppScript(context);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${app.server.url}/login`, { waitUntil: 'commit' });
    await page.waitForSelector('main h1');
    expect(await page.locator('main h1').textContent()).toBe('Log in');
    // Without the app a tap would do nothing and the browser would send the form itself.
    expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('inert'))).toBe(true);
    // Said as disabled too, so tools that fill in forms wait for the app rather than typing into nothing.
    expect(await page.getByLabel('E-mail address').isEnabled()).toBe(false);
    release();
    await page.getByLabel('E-mail address').fill('early@example.org');
    expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('inert'))).toBe(false);
    await page.locator('main form button[type="submit"]').click();
    // The app's own check: the empty password is marked, the address stays as typed.
    await expect.poll(() => page.locator('#login-password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('early@example.org');
    expect(page.url()).toBe(`${app.server.url}/login`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in a language chosen earlier but not sent, shows nothing of the wrong language and then the page in its own', async () => {
    const context = await app.browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-GB' });
    // Chosen before the language cookie existed: the server goes by the browser's English.
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('set')) localStorage.setItem('language', 'hr');
      sessionStorage.setItem('set', '1');
    });
    const release = await holdAppScript(context);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${app.server.url}/`, { waitUntil: 'commit' });
    await page.waitForSelector('h1', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.prerendered)).toBe('en');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main h1') as Element).visibility)).toBe('hidden');
    release();
    const hr = translate('hr');
    await page.getByRole('heading', { level: 1, name: hr('HOMEPAGE.INTRO.TITLE') }).waitFor();
    // The choice now travels with the request: the next visit gets the page in Croatian from the server.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('h1', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.prerendered)).toBe('hr');
    expect(await page.locator('main h1').isVisible()).toBe(true);
    expect(await page.locator('main h1').textContent()).toBe(hr('HOMEPAGE.INTRO.TITLE'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('choosing another language in the menu sends the next public page in it', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 823 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: /Slovenščina/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sl');
    await page.goto(`${app.server.url}/gdpr`, { waitUntil: 'commit' });
    await page.waitForSelector('h1', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.prerendered)).toBe('sl');
    expect(await page.locator('main h1').textContent()).toBe(translate('sl')('GDPR.TITLE'));
    await context.close();
  });
});

describe('given a registration form half filled in, then reloaded', () => {
  it('the app draws the page from the draft instead of taking over the empty form, without an error', async () => {
    const context = await app.browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-GB' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${app.server.url}/register`);
    await page.getByRole('textbox', { name: 'First name' }).fill('Eva');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('register-draft') ?? '')).toContain('Eva');
    const release = await holdAppScript(context);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('main h1', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.render)).toBe('client');
    release();
    await expect.poll(() => page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Eva');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('given a signed-in visitor on a public page', () => {
  it('does not show the signed-out header of the sent page: the app draws the page with their menu', async () => {
    const token = await registeredUser(app.server, `prerender.${Date.now()}@example.org`);
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 823 }, locale: 'en-GB' });
    await context.addInitScript((tok) => localStorage.setItem('token', tok), token);
    const release = await holdAppScript(context);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${app.server.url}/wlb`, { waitUntil: 'commit' });
    await page.waitForSelector('header', { state: 'attached' });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('header') as Element).visibility)).toBe('hidden');
    release();
    await page.getByRole('heading', { level: 1, name: translate('en')('WLB_HOMEPAGE.INTRO.TITLE') }).waitFor();
    await page.getByRole('button', { name: /Eva Nováková/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

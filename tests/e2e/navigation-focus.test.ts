import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady } from '../support/browser';
import { createActivatedAccount, loggedInContext } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';

const app = withRealApp();

async function open(path: string, width = 1280, height = 600) {
  const context = await app.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${app.server.url}${path}`);
  await page.locator('h1').first().waitFor();
  // Keyboard and scripted clicks below act at once, as on a page the app has started on.
  await appReady(page);
  return { page, close: () => context.close() };
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim()}` : '';
  });

describe('after a navigation inside the app', () => {
  it('the new page starts at the top with its main heading focused', async () => {
    const { page, close } = await open('/');
    const privacy = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy statement' });
    // Reach the footer link by keyboard, as someone without a mouse does, and follow it.
    await privacy.focus();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.server.url}/gdpr`);
    await expect.poll(() => focused(page)).toBe('h1: Privacy statement');
    expect(await scrollY(page)).toBe(0);
    // Keyboard moves start from the top of the new page: one step back is in the header, not in the footer.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
    await close();
  });

  it('a full page load (typed address, bookmark, e-mailed link) starts at the top, whatever was scrolled before', async () => {
    const { page, close } = await open('/gdpr');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => scrollY(page)).toBe(700);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/accessibility"]')?.click());
    await page.waitForURL(`${app.server.url}/accessibility`);
    for (const address of ['/login', '/gdpr']) {
      await page.goto(`${app.server.url}${address}`);
      await page.locator('h1').first().waitFor();
      await appReady(page);
      // Two frames: the router restores a saved position in the frame after it renders.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await scrollY(page), address).toBe(0);
    }
    await close();
  });

  it('back and forward return to the position the reader left', async () => {
    const { page, close } = await open('/gdpr');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => scrollY(page)).toBe(700);
    // A click that does not scroll the link into view first, so the position left is the one set above.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/accessibility"]')?.click());
    await page.waitForURL(`${app.server.url}/accessibility`);
    await expect.poll(() => focused(page)).toBe('h1: Accessibility statement');
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => scrollY(page)).toBe(250);

    await page.goBack();
    await page.waitForURL(`${app.server.url}/gdpr`);
    await expect.poll(() => scrollY(page)).toBe(700);
    await expect.poll(() => focused(page)).toBe('h1: Privacy statement');
    expect(await scrollY(page)).toBe(700);

    await page.goForward();
    await page.waitForURL(`${app.server.url}/accessibility`);
    await expect.poll(() => scrollY(page)).toBe(250);
    await close();
  });

  it('a page chosen in the phone menu gets the focus, not the menu button', async () => {
    const { page, close } = await open('/', 390, 700);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Work-life balance' }).click();
    await page.waitForURL(`${app.server.url}/wlb`);
    await expect.poll(() => focused(page)).toBe('h1: Is your work in balance with your life?');
    // It stays there (nothing closing late takes it back).
    await page.waitForTimeout(300);
    expect(await focused(page)).toBe('h1: Is your work in balance with your life?');
    await close();
  });

  it('a page chosen in the desktop user menu gets the focus, not the menu button', async () => {
    const account = await createActivatedAccount(app.server);
    const context = await loggedInContext(app.browser, app.server, account, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await page.getByRole('button', { name: /Nováková/ }).click();
    await page.getByRole('menuitem', { name: 'Details' }).click();
    await page.waitForURL(`${app.server.url}/profile`);
    await expect.poll(() => focused(page)).toBe('h1: Details');
    await page.waitForTimeout(300);
    expect(await focused(page)).toBe('h1: Details');
    await context.close();
  });
});

describe('when the header changes layout under the keyboard (the window narrowed, or the text zoomed, across 820 px)', () => {
  it('focus stays in the header at the same place, and Tab goes on from there', async () => {
    const { page, close } = await open('/');
    const survey = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Survey' });
    for (let i = 0; i < 12 && !(await survey.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await focused(page)).toBe('a: Survey');
    await page.setViewportSize({ width: 600, height: 600 });
    // The navbar's links move into the phone menu: its button takes the focus.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await focused(page)).toBe('button: Open menu');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Take the survey');
    await page.keyboard.press('Shift+Tab');
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await focused(page)).toBe('a: Home');
    await close();
  });
});

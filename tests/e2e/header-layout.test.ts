import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../contract/languages';
import { axeInPage } from '../support/axe-in-page';
import { createActivatedAccount, loggedInContext, type TestAccount } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';

const app = withRealApp();
const widths = [820, 1024, 1280];
const phoneWidths = [320, 390];
const oneRow = { oneRow: true, overflowsWindow: false, headerScrolls: false, overlaps: [], squeezed: [] };

/**
 * The header's controls (links and buttons) and how they sit: one row means every control shares a
 * horizontal line (the lowest top is above the highest bottom), and nothing reaches past the window.
 */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) throw new Error('no header');
    // The controls a person sees (the header's inert measuring copy is left out).
    const controls = [...header.querySelectorAll<HTMLElement>('a, button')].filter(
      (el) => !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true }),
    );
    const boxes = controls
      .map((el) => ({
        text: (el.textContent ?? '').trim() || (el.getAttribute('aria-label') ?? ''),
        rect: el.getBoundingClientRect(),
      }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0);
    const overlaps = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) =>
            a.rect.left < b.rect.right - 0.5 &&
            b.rect.left < a.rect.right - 0.5 &&
            a.rect.top < b.rect.bottom &&
            b.rect.top < a.rect.bottom,
        )
        .map((b) => `${a.text} / ${b.text}`),
    );
    const lowestTop = Math.max(...boxes.map((b) => b.rect.top));
    const highestBottom = Math.min(...boxes.map((b) => b.rect.bottom));
    return {
      controls: boxes.map((b) => b.text),
      oneRow: lowestTop < highestBottom,
      rows: [...new Set(boxes.map((b) => Math.round(b.rect.top)))].length,
      overflowsWindow: boxes.some((b) => b.rect.right > window.innerWidth + 0.5 || b.rect.left < -0.5),
      headerScrolls: header.scrollWidth > header.clientWidth,
      overlaps,
      // A control whose content is wider than the control (text running out of it, as "DE / U" did).
      squeezed: controls.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => (el.textContent ?? '').trim()),
    };
  });
}

async function openHome(page: Page, url: string) {
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
}

describe.each(languages.map((l) => l.code))('given the %s language, anonymous', (code) => {
  it.each([...phoneWidths, ...widths])('at %i px the header is one row inside the window', async (width) => {
    const context = await app.browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((lng) => window.localStorage.setItem('language', lng), code);
    const page = await context.newPage();
    await openHome(page, `${app.server.url}/`);
    const layout = await headerLayout(page);
    expect(layout, JSON.stringify(layout)).toMatchObject(oneRow);
    await context.close();
  });
});

describe('the language menu, open on a phone (390 px)', () => {
  it('keeps its list inside the header landmark, so axe is clean with the region rule too', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openHome(page, `${app.server.url}/`);
    await page.getByRole('button', { name: /ENG/ }).click();
    await page.getByRole('menuitemradio', { name: /Čeština/ }).waitFor();
    expect(await page.evaluate(() => document.querySelector('[role="menu"]')?.closest('header') !== null)).toBe(true);
    // Every WCAG rule (this also brings axe into the page), then the best-practice rule `region`.
    expect(await axeInPage(page)).toEqual([]);
    const regionRule = await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page as a global
      const result = await (window as any).axe.run(document, { runOnly: { type: 'rule', values: ['region'] } });
      return result.violations.map((v: { nodes: { target: string[] }[] }) => v.nodes.map((n) => n.target.join(' ')));
    });
    expect(regionRule).toEqual([]);
    await context.close();
  });
});

describe('given a logged-in user with a long name', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await createActivatedAccount(app.server, { firstName: 'Maximiliane', lastName: 'Schwarzenberg-Hohenlohe' });
  });

  describe.each(languages.map((l) => l.code))('in %s', (code) => {
    it.each(widths)('at %i px the header is one row inside the window', async (width) => {
      const context = await loggedInContext(app.browser, app.server, account, { width, language: code });
      const page = await context.newPage();
      const me = page.waitForResponse((r) => r.url().endsWith('/api/user/me'));
      await openHome(page, `${app.server.url}/wlb`);
      await me;
      // Logged in: no Login link is left in the header (desktop) or in its phone layout.
      await page.waitForFunction(() => !document.querySelector('header a[href="/login"]'));
      const layout = await headerLayout(page);
      expect(layout, JSON.stringify(layout)).toMatchObject(oneRow);
      await context.close();
    });
  });
});

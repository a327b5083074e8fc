import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withRealApp } from '../support/real-app';

const app = withRealApp();

async function openGerman(path: string, width: number) {
  const context = await app.browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript(() => window.localStorage.setItem('language', 'de'));
  const page = await context.newPage();
  await page.goto(`${app.server.url}${path}`);
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  return { page, close: () => context.close() };
}

/**
 * Words split across two lines although they would fit on one line of their box: a break without a hyphen
 * that nobody needed. (Words longer than their line may break; with `hyphens: auto` a browser that has the
 * German dictionary puts a hyphen there.)
 */
function needlesslySplitWords(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[inert], .sr-only') || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const text = node.textContent ?? '';
      const block = parent.closest('p, li, h1, h2, h3, a, button, label, dt, dd, legend, span') ?? parent;
      const room = block.getBoundingClientRect().width;
      // A break after a hyphen (Work-Life-Balance) is a normal line break, so each part counts on its own.
      for (const match of text.matchAll(/[^\s-]+-?/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size < 2) continue;
        // How wide the word is on one line.
        const probe = document.createElement('span');
        probe.style.cssText = 'position:absolute;white-space:nowrap;visibility:hidden';
        probe.textContent = match[0];
        parent.append(probe);
        const wordWidth = probe.getBoundingClientRect().width;
        probe.remove();
        if (wordWidth <= room) found.push(match[0]);
      }
    }
    return found;
  });
}

describe('given the German language', () => {
  it('German text hyphenates (hyphens: auto under lang="de"), and the page says it is German', async () => {
    const { page, close } = await openGerman('/gdpr', 390);
    const style = await page.evaluate(() => {
      const paragraph = document.querySelector('main p') as HTMLElement;
      return { lang: document.documentElement.lang, hyphens: getComputedStyle(paragraph).hyphens };
    });
    expect(style).toEqual({ lang: 'de', hyphens: 'auto' });
    await close();
  });

  it.each([320, 390, 820, 1024, 1280])('at %i px the language code stays whole ("DEU", not "DE / U")', async (width) => {
    const { page, close } = await openGerman('/', width);
    const trigger = page.locator('header').getByRole('button', { name: /Sprache/ });
    const code = await trigger.evaluate((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf('DEU') ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 3);
        return {
          lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
          hyphens: getComputedStyle(node.parentElement as Element).hyphens,
          // The code's text stays inside its button.
          fits: button.scrollWidth <= button.clientWidth + 1,
        };
      }
      return null;
    });
    // Codes and short labels are never broken or hyphenated.
    expect(code).toEqual({ lines: 1, hyphens: 'manual', fits: true });
    await close();
  });

  it.each([
    ['/', 320],
    ['/', 820],
    ['/register', 320],
    ['/login', 390],
    ['/gdpr', 320],
    ['/accessibility', 320],
    ['/wlb', 1024],
  ] as const)('on %s at %i px no word is split that would fit on its line', async (path, width) => {
    const { page, close } = await openGerman(path, width);
    expect(await needlesslySplitWords(page)).toEqual([]);
    await close();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../contract/languages';
import { withRealApp } from '../support/real-app';

const app = withRealApp();

async function openPage(path: string, language: string, width: number) {
  const context = await app.browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((lng) => window.localStorage.setItem('language', lng), language);
  const page = await context.newPage();
  await page.goto(`${app.server.url}${path}`);
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  return { page, close: () => context.close() };
}

/** Runs of three words of a text, lower-case, e-mail addresses and the project's name left out. */
function trigrams(text: string) {
  const words = text
    .toLowerCase()
    .replace(/\S+@\S+/g, ' | ')
    .split(/[^a-z|]+/)
    .filter(Boolean);
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) {
    const gram = words.slice(i, i + 3);
    if (!gram.includes('|') && !gram.includes('skills')) grams.add(gram.join(' '));
  }
  return grams;
}

/** The English privacy statement as shown, interpolated values included. */
let englishTrigrams = new Set<string>();
beforeAll(async () => {
  const { page, close } = await openPage('/gdpr', 'en', 1280);
  englishTrigrams = trigrams((await page.locator('main').textContent()) ?? '');
  await close();
});

describe.each(languages.filter((l) => l.code !== 'en').map((l) => l.code))('the privacy statement in %s', (code) => {
  it('has no English phrase in it (every interpolated value is translated or neutral)', async () => {
    const { page, close } = await openPage('/gdpr', code, 1280);
    const shown = trigrams((await page.locator('main').textContent()) ?? '');
    const found = [...shown].filter((gram) => englishTrigrams.has(gram));
    expect(found).toEqual([]);
    await close();
  });
});

const pages = ['/', '/wlb', '/guides', '/gdpr', '/accessibility', '/login', '/register', '/testing', '/no-such-page'];

describe.each(languages.map((l) => l.code))('at 320 px in %s', (code) => {
  it.each(pages)('%s does not scroll sideways', async (path) => {
    const { page, close } = await openPage(path, code, 320);
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
      // What sticks out: text whose line runs past the window (a long word or address that does not wrap).
      beyond: (() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node && found.length < 5; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!node.textContent?.trim() || !parent || parent.closest('[inert]')) continue;
          if (!parent.checkVisibility({ visibilityProperty: true })) continue;
          // Visually hidden text (sr-only: clipped to a 1 px box) takes no room on the screen.
          const clipped = (el: Element | null): boolean =>
            !!el && (getComputedStyle(el).clipPath.startsWith('inset(50%') || clipped(el.parentElement));
          if (clipped(parent)) continue;
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some((r) => r.right > document.documentElement.clientWidth + 0.5)) {
            found.push(node.textContent.trim().slice(0, 80));
          }
        }
        return found;
      })(),
    }));
    expect(widths, JSON.stringify(widths)).toMatchObject({ document: widths.window, beyond: [] });
    await close();
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInContext } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';
import { coveredBySnackbar } from '../support/snackbar-cover';
import { answerByMouse, kindOf, questionBox, registeredUser, translate, userContext } from '../support/survey-journey';

const staff = { email: 'staff.large-text@example.org', password: 'eleven copper kettles humming' };
const app = withRealApp({ env: { STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password } });
const de = translate('de');
const en = translate('en');

/**
 * A phone's text setting of 125 %, there from the first paint: the browser's default size 25 % larger, of which
 * the page's root takes 112.5 % (app/styles.css), and every rem-based size follows.
 */
const largeText = (context: BrowserContext) =>
  context.addInitScript((size) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = `html { font-size: ${size}% !important; }`;
      document.head.append(style);
    });
  }, 112.5 * 1.25);

/**
 * What of the question on screen does not fit: a Move button whose label runs out of it, an element whose text
 * runs out of its box, and a word of the items cut across two lines without a hyphen (the browser's German
 * hyphenation breaks a word with one; breaking anywhere else, as overflow-wrap does, cuts it bare).
 */
function misfits(page: Page, moveLabels: string[]) {
  return page.evaluate((labels) => {
    const box = document.querySelector('main fieldset') as HTMLElement;
    const found: string[] = [];
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const range = document.createRange();
    for (const button of box.querySelectorAll('button')) {
      const label = labels.find((l) => button.textContent?.includes(l));
      if (!label) continue;
      for (const node of button.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (!inside(rect, button.getBoundingClientRect())) found.push(`"${label}" runs out of its button`);
        }
      }
    }
    for (const element of box.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.sr-only') || !element.checkVisibility()) continue;
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible')
        found.push(`${element.tagName} "${element.textContent?.trim().slice(0, 30)}" is wider than its box`);
    }
    for (const item of box.querySelectorAll('li')) {
      const text = [...item.querySelectorAll('span')].find(
        (s) => !s.closest('button') && s.textContent && s.textContent.length > 3,
      );
      const node = text?.firstChild;
      if (!text || !node?.textContent) continue;
      if (getComputedStyle(text).hyphens !== 'auto') found.push(`"${node.textContent.slice(0, 30)}" is not hyphenated`);
      for (const match of node.textContent.matchAll(/\S+/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) found.push(`"${match[0]}" is cut across lines without a hyphen`);
      }
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) found.push('the page scrolls sideways');
    return found;
  }, moveLabels);
}

describe('on a phone (390 px) with 125 % text, in German', () => {
  it('the ordering question keeps its Move labels inside their buttons and cuts no word', async () => {
    const token = await registeredUser(app.server, 'ordering.large-text@example.org');
    const context = await userContext(app.browser, token, 'de', 390);
    await largeText(context);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/wlb/topic-select`);
    await page
      .getByRole('link', { name: new RegExp(`${de('TOPIC.FILL-SURVEY')}.*Balance zwischen Beruf`) })
      .first()
      .click();
    await page.waitForURL(/\/wlb\/questionnaire\?.*question-id=/);
    for (let i = 0; (await kindOf(page, de)) !== 'DND'; i++) {
      if (i > 30) throw new Error('No ordering question found');
      await answerByMouse(page, de);
      await page.getByRole('button', { name: de('SURVEY.NEXT'), exact: true }).click();
    }
    await questionBox(page)
      .getByText(/Verpflichtungen/)
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await misfits(page, [de('QUESTION.MOVE-UP'), de('QUESTION.MOVE-DOWN')])).toEqual([]);
    await context.close();
  });

  it('the admin panel’s table scrolls inside its own region, never the page', async () => {
    const context = await loggedInContext(app.browser, app.server, staff, { width: 390, height: 800, language: 'de' });
    await largeText(context);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/padmin`);
    const region = page.getByRole('region', { name: de('STAFF.QUESTIONS') });
    await region.getByRole('row').nth(1).waitFor();
    const widths = await region.evaluate((element) => ({
      region: element.scrollWidth > element.clientWidth,
      page: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    }));
    expect(widths).toEqual({ region: true, page: false });
    // The keyboard scrolls it: the region takes the focus, and the arrow key moves its content.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });
});

describe('on a wide window (1280 px)', () => {
  it('the message after logging in covers no control of the page it leads to', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login?next=/export`);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: en('LOGIN.SUBMIT'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en('PAGES.EXPORT') }).waitFor();
    const message = en('SNACKBAR.LOGIN');
    await page.getByRole('button', { name: message }).waitFor();
    expect(await coveredBySnackbar(page, message)).toEqual([]);
    // Scrolled to the downloads, as staff do while it is still shown, nothing is covered either.
    await page.getByRole('button', { name: en('STAFF.CODEBOOK') }).scrollIntoViewIfNeeded();
    expect(await coveredBySnackbar(page, message)).toEqual([]);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withRealApp } from '../support/real-app';
import {
  answerByMouse,
  kindOf,
  type QuestionKind,
  questionBox,
  registeredUser,
  translate,
  userContext,
} from '../support/survey-journey';

const app = withRealApp();
const t = translate('en');
const longAnswer = 'Spread the chores over the week and share them';

/** Moves on with Next (answering on the way) until the question on screen is of `kind`. */
async function nextOfKind(page: Page, kind: QuestionKind) {
  for (let i = 0; i < 30; i++) {
    if ((await kindOf(page, t)) === kind) return;
    await answerByMouse(page, t);
    await page.getByRole('button', { name: t('SURVEY.NEXT'), exact: true }).click();
  }
  throw new Error(`No ${kind} question found`);
}

/**
 * Scrolls the page from top to bottom in steps and, wherever the jump-to-top button shows, lists the
 * content it lies over: headings, texts, labels, controls and drag items of the page's main part.
 */
async function contentUnderJumpButton(page: Page) {
  return page.evaluate(async (name) => {
    const overlaps: string[] = [];
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y <= bottom + 100; y += 80) {
      window.scrollTo(0, Math.min(y, bottom));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
      const jump = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name || b.ariaLabel === name);
      if (!jump || getComputedStyle(jump).visibility === 'hidden') continue;
      const box = jump.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const content = document.querySelectorAll(
        'main :is(h1, h2, p, label, legend, li, button, select, a, textarea, input, [aria-hidden="true"])',
      );
      for (const element of content) {
        if (element === jump || element.contains(jump) || jump.contains(element)) continue;
        const other = element.getBoundingClientRect();
        const width = Math.min(box.right, other.right) - Math.max(box.left, other.left);
        const height = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
        if (width > 1 && height > 1)
          overlaps.push(`${element.tagName} "${element.textContent?.trim().slice(0, 40)}" at scroll ${window.scrollY}`);
      }
    }
    return overlaps;
  }, t('UI.JUMP_TO_TOP'));
}

/** How the row's chosen answer shows in the closed select: all of its text, nothing cut off or pushed out. */
async function chosenAnswerShown(page: Page, answer: string) {
  return page.evaluate((text) => {
    const select = [...document.querySelectorAll('select')].find((s) => s.selectedOptions[0]?.text === text);
    if (!select) return 'no select has the answer chosen';
    const style = getComputedStyle(select);
    // A transparent select lies over the element that shows its choice; otherwise the select shows it itself.
    if (style.opacity !== '0') {
      // A closed select draws one line: its text must fit between the padding and the arrow.
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20;
      return context.measureText(text).width <= room
        ? 'whole'
        : `cut: ${Math.round(context.measureText(text).width)} px in ${room} px`;
    }
    const shown = [...(select.parentElement?.children ?? [])].find((el) => el !== select && el.textContent?.includes(text));
    if (!shown) return 'the chosen text is nowhere beside the select';
    const box = shown.getBoundingClientRect();
    if (shown.scrollWidth > shown.clientWidth) return 'cut: the text runs out of its box';
    if (box.left < 0 || box.right > window.innerWidth) return 'cut: the box runs off the screen';
    return 'whole';
  }, answer);
}

describe('the questionnaire on a phone (390 px)', () => {
  it('shows a long chosen matching answer whole, and jump-to-top never covers a question or a drag item', async () => {
    const token = await registeredUser(app.server, `geometry.${Date.now()}@example.org`);
    const context = await userContext(app.browser, token, 'en', 390);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 664 });
    await page.goto(`${app.server.url}/wlb/topic-select`);
    await page
      .getByRole('link', { name: new RegExp(`${t('TOPIC.FILL-SURVEY')}.*Work-life balance`) })
      .first()
      .click();
    await page.waitForURL(/\/wlb\/questionnaire\?.*question-id=/);

    await nextOfKind(page, 'ASG');
    await questionBox(page).locator('select').first().selectOption({ label: longAnswer });
    expect(await chosenAnswerShown(page, longAnswer)).toBe('whole');
    expect(await contentUnderJumpButton(page)).toEqual([]);

    await nextOfKind(page, 'DND');
    expect(await contentUnderJumpButton(page)).toEqual([]);
    // It still takes the reader to the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: t('UI.JUMP_TO_TOP') }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

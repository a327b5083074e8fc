import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AttemptResult } from '../../contract/api/survey';
import { axeInPage } from '../support/axe-in-page';
import { withRealApp } from '../support/real-app';
import {
  answerByMouse,
  api,
  kindOf,
  progressOf,
  questionBox,
  registeredUser,
  translate,
  userContext,
  watchProblems,
} from '../support/survey-journey';

const app = withRealApp();
const t = translate('en');

/** Presses Tab until the element has the focus (keyboard only: no clicks). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('no such element');
  for (let i = 0; i < limit; i++) {
    if (await handle.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never received the focus');
}

async function answerByKeyboard(page: Page) {
  const box = questionBox(page);
  const kind = await kindOf(page, t);
  switch (kind) {
    case 'TXT':
      await tabTo(page, box.locator('textarea'));
      await page.keyboard.type('Typed with the keyboard only.');
      break;
    case 'ASG': {
      const selects = box.locator('select');
      for (let i = 0; i < (await selects.count()); i++) {
        await tabTo(page, selects.nth(i));
        await page.keyboard.press('ArrowDown');
      }
      break;
    }
    case 'MCA':
      await tabTo(page, box.getByRole('checkbox').first());
      await page.keyboard.press('Space');
      break;
    case 'DND': {
      // dnd-kit's keyboard sensor: pick the first item up with Space, move it down, drop it with Space.
      const handle = box.getByRole('button', { name: new RegExp(t('QUESTION.DRAG-ITEM', { item: '' })) }).first();
      await tabTo(page, handle);
      await page.keyboard.press('Space');
      await box.locator('[data-dragging]').first().waitFor();
      // dnd-kit measures the items on the frame after the pick-up; moving earlier has nowhere to go.
      // A press that comes before that measurement is lost, as it would be for a person, who then presses
      // again: so press until dnd-kit's live region says the item is over place 2 (each press is checked).
      const movedToSecond = new RegExp(t('QUESTION.DND-OVER', { item: '.*', position: 2, total: '\\d+' }));
      const liveRegion = page.locator('[id^="DndLiveRegion"]');
      for (let press = 0; press < 5; press++) {
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await page.keyboard.press('ArrowDown');
        const moved = await liveRegion
          .filter({ hasText: movedToSecond })
          .waitFor({ timeout: 2000 })
          .then(
            () => true,
            () => false,
          );
        if (moved) break;
      }
      await expect.poll(() => liveRegion.textContent()).toMatch(movedToSecond);
      await page.keyboard.press('Space');
      await box.locator('[data-dragging]').first().waitFor({ state: 'detached' });
      break;
    }
    default:
      await tabTo(page, box.getByRole('radio').first());
      await page.keyboard.press('Space');
  }
  return kind;
}

describe('one topic by keyboard only, DND included', () => {
  it('fills in and completes a whole survey without the mouse', async () => {
    const token = await registeredUser(app.server, `keys.${Date.now()}@example.org`);
    const context = await userContext(app.browser, token, 'en');
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${app.server.url}/topic-select`);
    await tabTo(page, page.getByRole('link', { name: new RegExp(t('TOPIC.FILL-SURVEY')) }).first());
    await page.keyboard.press('Enter');
    await page.waitForURL(/question-id=/);
    const { total } = await progressOf(page);
    const kinds = new Set<string>();
    for (let i = 0; i < total; i++) {
      const kind = await answerByKeyboard(page);
      kinds.add(kind);
      await expect
        .poll(async () => (await progressOf(page)).answered, { timeout: 5000, message: `a ${kind} question` })
        .toBe(i + 1);
      const button = page.getByRole('button', { name: t(i < total - 1 ? 'SURVEY.NEXT' : 'SURVEY.COMPLETE'), exact: true });
      await tabTo(page, button);
      const before = new URL(page.url()).searchParams.get('question-id');
      await page.keyboard.press('Enter');
      // The next question must be on the page before its kind is read and its controls are sought.
      if (i < total - 1) await expect.poll(() => new URL(page.url()).searchParams.get('question-id')).not.toBe(before);
    }
    expect(kinds.has('DND')).toBe(true);
    await page.waitForURL(/\/result\?id=/);
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const stored = await api<AttemptResult[]>(app.server, token, `/api/survey/attempt/${id}`);
    expect(stored.status).toBe(200);
    expect(stored.data[0]?.id).toBe(id);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('at phone width (390 px)', () => {
  it('shows topic select and the questionnaire without sideways scrolling, with jump-to-top', async () => {
    const token = await registeredUser(app.server, `phone.${Date.now()}@example.org`);
    const context = await userContext(app.browser, token, 'en', 390);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 640 });
    const problems = watchProblems(page);
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(`${app.server.url}/wlb/topic-select`);
    await page.getByRole('article').first().waitFor();
    expect(await fitsWidth()).toBe(true);
    expect(await axeInPage(page)).toEqual([]);

    await page
      .getByRole('link', { name: new RegExp(t('TOPIC.FILL-SURVEY')) })
      .first()
      .click();
    await page.waitForURL(/\/wlb\/questionnaire\?.*question-id=/);
    const { total } = await progressOf(page);
    for (let i = 0; i < total; i++) {
      await answerByMouse(page, t);
      expect(await fitsWidth(), `question ${i + 1} fits 390 px`).toBe(true);
      if (i < total - 1) await page.getByRole('button', { name: t('SURVEY.NEXT'), exact: true }).click();
    }
    expect(await axeInPage(page)).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 400));
    const jump = page.getByRole('button', { name: t('UI.JUMP_TO_TOP') });
    await jump.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('button', { name: t('SURVEY.COMPLETE'), exact: true }).click();
    await page.waitForURL(/\/wlb\/result\?id=/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the take-survey modal for anonymous visitors', () => {
  it('keeps the without-registration button disabled while the server does not allow anonymous taking', async () => {
    const config = await fetch(`${app.server.url}/api/config`).then((r) => r.json() as Promise<{ allow_anonymous: boolean }>);
    expect(config.allow_anonymous).toBe(false);
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await page
      .getByRole('button', { name: t('NAV.SURVEY') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('TAKE_SURVEY.TITLE') });
    await expect.poll(() => dialog.getByRole('button', { name: t('TAKE_SURVEY.ANONYMOUS') }).isDisabled()).toBe(true);
    await context.close();
  });
});

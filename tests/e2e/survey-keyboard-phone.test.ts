import { describe, expect, it } from 'vitest';
import type { AttemptResult } from '../../contract/api/survey';
import { axeInPage } from '../support/axe-in-page';
import { answerQuestionsByKeyboard, tabTo } from '../support/keyboard-answers';
import { withRealApp } from '../support/real-app';
import { answerByMouse, api, progressOf, registeredUser, translate, userContext, watchProblems } from '../support/survey-journey';

const app = withRealApp();
const t = translate('en');

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
    const kinds = await answerQuestionsByKeyboard(page, t);
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

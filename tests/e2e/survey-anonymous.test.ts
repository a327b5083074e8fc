import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Survey } from '../../contract/api/survey';
import { isQuestionCompleted } from '../../contract/question-rules';
import { launchChromium } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { answerByMouse, api, draftIn, progressOf, registeredUser, translate, watchProblems } from '../support/survey-journey';

const t = translate('en');
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { ALLOW_ANONYMOUS: 'true' } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('anonymous taking where the server allows it (ALLOW_ANONYMOUS=true)', () => {
  it('starts without registering, keeps the draft as user 0, and the user adopts it after logging in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${server.url}/`);
    await page
      .getByRole('button', { name: t('NAV.SURVEY') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('TAKE_SURVEY.TITLE') });
    const anonymous = dialog.getByRole('button', { name: t('TAKE_SURVEY.ANONYMOUS') });
    await expect.poll(() => anonymous.isEnabled()).toBe(true);
    await anonymous.click();
    await page.waitForURL(`${server.url}/topic-select`);
    await page
      .getByRole('link', { name: new RegExp(t('TOPIC.FILL-SURVEY')) })
      .first()
      .click();
    await page.waitForURL(/question-id=/);
    const topicId = Number(new URL(page.url()).searchParams.get('topic-id'));
    await answerByMouse(page, t);
    await page.getByRole('button', { name: t('SURVEY.NEXT'), exact: true }).click();
    await answerByMouse(page, t);
    await page.getByRole('button', { name: t('SURVEY.SAVE_AND_EXIT') }).click();
    await page.waitForURL(`${server.url}/`);
    const draft = await draftIn(page, topicId);
    expect(draft).toMatchObject({ user: 0, synced: true });

    // The visitor registers and logs in on the same device: the anonymous draft is theirs to continue.
    const token = await registeredUser(server, `anonymous.${Date.now()}@example.org`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${server.url}/topic-select`);
    const card = page.getByRole('article').first();
    await card.getByText(t('TOPIC.STATUS-IN-PROGRESS')).waitFor();
    await card.getByRole('link', { name: new RegExp(t('TOPIC.CONTINUE')) }).click();
    await page.waitForURL(/question-id=/);
    await expect.poll(async () => (await progressOf(page)).answered).toBe(2);
    await answerByMouse(page, t);
    await page.getByRole('button', { name: t('SURVEY.SAVE_AND_EXIT') }).click();
    await page.waitForURL(`${server.url}/`);

    // The server now holds the attempt as the user's, with all three answers.
    const mine = await api<Survey>(server, token, '/api/survey/get', { topic: topicId });
    expect(mine.status).toBe(200);
    expect(mine.data.survey_attempt).toBe(draft?.survey_attempt);
    expect(mine.data.questions.filter(isQuestionCompleted)).toHaveLength(3);
    expect(problems).toEqual([]);
    await context.close();
  });
});

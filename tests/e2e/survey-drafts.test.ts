import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Survey, TopicsResponse } from '../../contract/api/survey';
import { isQuestionCompleted } from '../../contract/question-rules';
import { withRealApp } from '../support/real-app';
import { startServer } from '../support/server';
import {
  answerByMouse,
  api,
  draftIn,
  progressOf,
  registeredUser,
  translate,
  userContext,
  watchProblems,
} from '../support/survey-journey';

const app = withRealApp();
const en = translate('en');
const cs = translate('cs');

/** How many answers the server holds for the user's unfinished attempt at the topic. */
async function answeredOnServer(token: string, topicId: number) {
  const copy = await api<Survey>(app.server, token, '/api/survey/get', { topic: topicId });
  return copy.status === 200 ? copy.data.questions.filter(isQuestionCompleted).length : -1;
}

describe('drafts that are never lost: save and exit, resume, language change, the server down and back', () => {
  let token: string;
  let topicId: number;
  let topicName: string;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  const next = () => page.getByRole('button', { name: /^(Next|Další)$/ }).click();

  beforeAll(async () => {
    token = await registeredUser(app.server, `drafts.${Date.now()}@example.org`);
    const topics = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
    const first = topics.data.topics[0];
    if (!first) throw new Error('no topic');
    topicId = first.id;
    topicName = first.name;
    context = await userContext(app.browser, token, 'en');
    page = await context.newPage();
    problems = watchProblems(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('saves and exits: the answers reach the server and the user goes home', async () => {
    await page.goto(`${app.server.url}/questionnaire?topic-id=${topicId}`);
    await page.getByRole('heading', { level: 1, name: topicName }).waitFor();
    for (let i = 0; i < 3; i++) {
      await answerByMouse(page, en);
      await next();
    }
    await expect.poll(async () => (await progressOf(page)).answered).toBe(3);
    await page.getByRole('button', { name: en('SURVEY.SAVE_AND_EXIT') }).click();
    await page.waitForURL(`${app.server.url}/`);
    await page.getByText(en('SURVEY.SAVED_AND_EXITED')).waitFor();
    expect(await answeredOnServer(token, topicId)).toBe(3);
    expect((await draftIn(page, topicId))?.synced).toBe(true);
  });

  it('resumes on the same device from topic select, at the first unanswered question', async () => {
    await page.goto(`${app.server.url}/topic-select`);
    const card = page.getByRole('article').filter({ hasText: topicName });
    await card.getByText(en('TOPIC.STATUS-IN-PROGRESS')).waitFor();
    await card.getByRole('link', { name: new RegExp(en('TOPIC.RETRY')) }).waitFor();
    await card.getByRole('link', { name: new RegExp(en('TOPIC.CONTINUE')) }).click();
    await page.waitForURL(/question-id=/);
    expect((await progressOf(page)).answered).toBe(3);
    await page
      .getByRole('button', { name: en('PROGRESS.STEP_NOT_ANSWERED', { number: 4, total: (await progressOf(page)).total }) })
      .waitFor();
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('4');
  });

  it('resumes from the server after the local storage is cleared', async () => {
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('survey-')) localStorage.removeItem(key);
    });
    await page.goto(`${app.server.url}/topic-select`);
    const card = page.getByRole('article').filter({ hasText: topicName });
    await card.getByRole('link', { name: new RegExp(en('TOPIC.CONTINUE')) }).click();
    await page.waitForURL(/question-id=/);
    await expect.poll(async () => (await progressOf(page)).answered).toBe(3);
    expect(await draftIn(page, topicId)).not.toBeNull();
  });

  it('switches the language midway: texts change, answers stay, later answers still save', async () => {
    const englishHeading = await page.getByRole('heading', { level: 2 }).textContent();
    await page.getByRole('button', { name: new RegExp(`^${en('NAV.LANGUAGE')}`) }).click();
    await page.getByRole('menuitemradio', { name: /CZE/ }).click();
    const czech = await api<Survey>(app.server, token, '/api/survey/get', { topic: topicId }, 'cs');
    expect(czech.status, JSON.stringify(czech.data).slice(0, 300)).toBe(200);
    expect(czech.data.language).toBe('cs');
    await page.getByRole('heading', { level: 1, name: czech.data.topic.name }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).not.toBe(englishHeading);
    await page.getByRole('button', { name: cs('SURVEY.SAVE_AND_EXIT') }).waitFor();
    expect((await progressOf(page)).answered).toBe(3);
    await expect
      .poll(
        async () =>
          (await draftIn(page, topicId)) &&
          (await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}').language, `survey-${topicId}`)),
      )
      .toBe('cs');
    await answerByMouse(page, cs);
    await expect.poll(() => answeredOnServer(token, topicId), { timeout: 10_000 }).toBe(4);
    await next();
  });

  it('keeps answering while the server is down, says so calmly, and sends everything once it is back', async () => {
    const { port, dataDir } = app.server;
    await app.server.stop();
    await answerByMouse(page, cs);
    await next();
    await answerByMouse(page, cs);
    const status = page.getByRole('status').filter({ hasText: cs('SURVEY.STATUS_OFFLINE') });
    await status.waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await progressOf(page)).answered).toBe(6);
    const draft = await draftIn(page, topicId);
    expect(draft?.synced).toBe(false);
    expect(
      draft?.questions.filter(
        (q) =>
          q.answered !== 0 && q.answered !== '' && JSON.stringify(q.answered) !== '[]' && JSON.stringify(q.answered) !== '{}',
      ).length,
    ).toBeGreaterThanOrEqual(6);

    app.server = await startServer({ port, dataDir });
    await page
      .getByRole('status')
      .filter({ hasText: cs('SURVEY.STATUS_RECONNECTED') })
      .waitFor({ timeout: 40_000 });
    expect(await answeredOnServer(token, topicId)).toBe(6);
    expect((await draftIn(page, topicId))?.synced).toBe(true);
    // Nothing asked of the user: a reload shows all six answers.
    await page.reload();
    await expect.poll(async () => (await progressOf(page)).answered).toBe(6);
    expect(problems).toEqual([]);
  });
});

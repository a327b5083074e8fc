import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Survey, TopicsResponse } from '../../contract/api/survey';
import { withRealApp } from '../support/real-app';
import { api, progressOf, registeredUser, translate, userContext, watchProblems } from '../support/survey-journey';

const app = withRealApp();
const en = translate('en');

/** Answers the survey's questions through the API, without completing; returns the free-text question's id. */
async function answerThroughApi(token: string, survey: Survey, { skipText }: { skipText: boolean }): Promise<number> {
  const text = survey.questions.find((q) => q.type === 'TXT');
  if (!text) throw new Error('the topic has no free-text question');
  const questions = survey.questions
    .filter((q) => !skipText || q.type !== 'TXT')
    .map((q) => {
      switch (q.type) {
        case 'OCA':
          return { id: q.id, answered: q.oca_options[0]!.id };
        case 'SCL':
          return { id: q.id, answered: q.scl_options[0]!.id };
        case 'MCA':
          return { id: q.id, answered: [q.mca_options[0]!.id] };
        case 'DND':
          return { id: q.id, answered: q.dnd_options.map((o) => o.id) };
        case 'ASG':
          return { id: q.id, answered: Object.fromEntries(q.asg_questions.map((r) => [String(r.id), q.asg_options[0]!.id])) };
        case 'TXT':
          return { id: q.id, answered: 'A short course', pasted: false };
        default:
          throw new Error('unexpected type');
      }
    });
  const saved = await api(app.server, token, '/api/survey/submit', {
    survey_attempt: survey.survey_attempt,
    updated_at: survey.updated_at,
    survey: { questions },
    complete: false,
  });
  if (saved.status !== 200) throw new Error(`submit answered ${saved.status}`);
  return text.id;
}

describe('around the happy path of taking a survey', () => {
  let token: string;
  let topicId: number;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    token = await registeredUser(app.server, `around.${Date.now()}@example.org`);
    const topics = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
    topicId = topics.data.topics[0]!.id;
    context = await userContext(app.browser, token, 'en');
    page = await context.newPage();
    problems = watchProblems(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('an over-long free text is not an answer: never cut, Complete waits until it is shortened', async () => {
    const generated = await api<Survey>(app.server, token, '/api/survey/generate', { topic: topicId });
    const textId = await answerThroughApi(token, generated.data, { skipText: true });
    const total = generated.data.questions.length;
    await page.goto(`${app.server.url}/questionnaire?topic-id=${topicId}&question-id=${textId}`);
    const field = page.locator('main textarea');
    await field.waitFor();
    expect((await progressOf(page)).answered).toBe(total - 1);

    // Pasted at once, and typed past the limit: the box turns red and the question stays unanswered.
    await field.fill('p'.repeat(1100));
    await page
      .getByRole('alert')
      .filter({ hasText: /too long/ })
      .waitFor();
    expect((await progressOf(page)).answered).toBe(total - 1);
    await field.fill('a'.repeat(1020));
    await expect.poll(async () => (await progressOf(page)).answered).toBe(total);
    await field.press('Control+End');
    await field.pressSequentially('bcdef');
    await page
      .getByRole('alert')
      .filter({ hasText: /too long/ })
      .waitFor();
    await expect.poll(async () => (await progressOf(page)).answered).toBe(total - 1);
    await page.getByRole('button', { name: en('PROGRESS.STEP_NOT_ANSWERED', { number: total, total }) }).click();
    await page.getByText(en('SURVEY.NOT_COMPLETED', { count: 1 })).waitFor();
    expect(await page.getByRole('button', { name: en('SURVEY.COMPLETE'), exact: true }).count()).toBe(0);

    // The whole text is still there after a reload: nothing was cut to fit.
    await page.goto(`${app.server.url}/questionnaire?topic-id=${topicId}&question-id=${textId}`);
    await field.waitFor();
    expect(await field.inputValue()).toBe(`${'a'.repeat(1020)}bcdef`);
    await page
      .getByRole('alert')
      .filter({ hasText: /too long/ })
      .waitFor();

    // Shortened by one character, it fits, counts, and Complete takes it whole.
    await field.press('Control+End');
    await field.press('Backspace');
    await expect.poll(async () => (await progressOf(page)).answered).toBe(total);
    await page.getByRole('button', { name: en('PROGRESS.STEP_ANSWERED', { number: total, total }) }).click();
    await page.getByRole('button', { name: en('SURVEY.COMPLETE'), exact: true }).click();
    await page.waitForURL(/\/result\?id=/);
    const mine = await api<{ attempts: { answers: { answer: unknown }[] }[] }>(app.server, token, '/api/user/me/data');
    const texts = mine.data.attempts.flatMap((a) => a.answers.map((x) => x.answer)).filter((x) => typeof x === 'string');
    expect(texts).toContain(`${'a'.repeat(1020)}bcde`);
    expect(problems).toEqual([]);
  });

  it("Back right after Complete leads to the results, and a completed topic's questionnaire address opens its result", async () => {
    const inProgress = async () => {
      const topics = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
      return topics.data.survey_attempts.filter((a) => a.topic === topicId && !a.completed).length;
    };
    await page.getByRole('link', { name: en('RESULT_PAGE.FILL_AGAIN') }).click();
    await page.waitForURL(/question-id=/);
    const again = await api<Survey>(app.server, token, '/api/survey/get', { topic: topicId });
    await answerThroughApi(token, again.data, { skipText: false });
    // Opened afresh at the last question, in place of the current address (no new history entry).
    const last = `${app.server.url}/questionnaire?topic-id=${topicId}&question-id=${again.data.questions.at(-1)!.id}`;
    await page.evaluate((address) => window.location.replace(address), last);
    const total = again.data.questions.length;
    await expect.poll(async () => (await progressOf(page)).answered).toBe(total);
    await page.getByRole('button', { name: en('SURVEY.COMPLETE'), exact: true }).click();
    await page.waitForURL(new RegExp(`/result\\?id=${again.data.survey_attempt}$`));

    await page.goBack();
    await page.waitForURL(/\/result\?id=/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await inProgress()).toBe(0);

    // A bookmark or typed address of the questionnaire: the latest result, and still nothing started.
    await page.goto(`${app.server.url}/questionnaire?topic-id=${topicId}`);
    await page.waitForURL(new RegExp(`/result\\?id=${again.data.survey_attempt}$`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await inProgress()).toBe(0);
    expect(problems).toEqual([]);
  });
});

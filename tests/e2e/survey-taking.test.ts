import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptResult, TopicsResponse } from '../../contract/api/survey';
import { axeInPage } from '../support/axe-in-page';
import { withRealApp } from '../support/real-app';
import {
  answerByMouse,
  api,
  draftIn,
  type QuestionKind,
  progressOf,
  registeredUser,
  translate,
  userContext,
  watchProblems,
} from '../support/survey-journey';

const app = withRealApp();

describe.each([
  { language: 'en', theme: 'general' as const },
  { language: 'de', theme: 'wlb' as const },
])('a full survey answered by mouse in $language ($theme tool)', ({ language, theme }) => {
  const t = translate(language);
  const prefix = theme === 'wlb' ? '/wlb' : '';
  let token: string;
  let topicId: number;
  let topicName: string;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let attemptId: string;

  beforeAll(async () => {
    token = await registeredUser(app.server, `mouse.${language}.${Date.now()}@example.org`);
    const topics = await api<TopicsResponse>(
      app.server,
      token,
      theme === 'wlb' ? '/api/survey/topics/wlb' : '/api/survey/topics',
    );
    const first = topics.data.topics[0];
    if (!first) throw new Error('no topic in the seed content');
    topicId = first.id;
    context = await userContext(app.browser, token, language);
    page = await context.newPage();
    problems = watchProblems(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows topic select with every topic not done yet, axe-clean', async () => {
    await page.goto(`${app.server.url}${prefix}/topic-select`);
    await page.getByRole('heading', { level: 1, name: t('PAGES.TOPIC_SELECT') }).waitFor();
    await page.getByText(t('SURVEY.TOPICS_INFO')).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await page.getByText(t('TOPIC.STATUS-NOT-DONE')).count()).toBe(await cards.count());
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(await axeInPage(page)).toEqual([]);
  });

  it('answers every question type by mouse, with the progress and the address following, axe-clean on each type', async () => {
    await page
      .getByRole('link', { name: new RegExp(t('TOPIC.FILL-SURVEY')) })
      .first()
      .click();
    await page.waitForURL(/questionnaire\?topic-id=\d+.*question-id=\d+/);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`${prefix}/questionnaire`);
    topicId = Number(url.searchParams.get('topic-id'));
    topicName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(topicName).not.toBe('');
    const historyLength = await page.evaluate(() => history.length);
    const { total } = await progressOf(page);
    expect(total).toBeGreaterThan(5);

    const seen = new Set<QuestionKind>();
    for (let i = 0; i < total; i++) {
      const kind = await answerByMouse(page, t, `Antwort ${i}`);
      if (!seen.has(kind)) {
        seen.add(kind);
        expect(await axeInPage(page), `axe on a ${kind} question`).toEqual([]);
      }
      await expect.poll(async () => (await progressOf(page)).answered).toBe(i + 1);
      await page.getByText(t('SURVEY.COMPLETION', { answered: i + 1, total })).waitFor();
      if (i < total - 1) {
        // The last question shows the "not completed" label until it is answered.
        await page.getByRole('button', { name: t('SURVEY.NEXT'), exact: true }).click();
        await expect
          .poll(() => new URL(page.url()).searchParams.get('question-id'))
          .not.toBe(url.searchParams.get('question-id'));
      }
    }
    expect([...seen].sort()).toEqual(['ASG', 'DND', 'MCA', 'OCA', 'TXT']);
    // Moving between questions replaced the address: no new history entries.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // The draft is on the device.
    const draft = await draftIn(page, topicId);
    expect(draft?.questions).toHaveLength(total);
    attemptId = draft?.survey_attempt ?? '';
  });

  /** Clicks step `number` of the paged progress bar, turning its pages until the step is shown. */
  async function clickStep(page: Page, number: number) {
    const { total } = await progressOf(page);
    const step = page.getByRole('button', { name: t('PROGRESS.STEP_ANSWERED', { number, total }) });
    for (const turn of ['PROGRESS.PREVIOUS_PAGE', 'PROGRESS.NEXT_PAGE']) {
      const button = page.getByRole('button', { name: t(turn) });
      while (!(await step.isVisible()) && (await button.isVisible()) && (await button.isEnabled())) await button.click();
    }
    await step.click();
  }

  it('jumps with the progress bar and Back, then completes and lands on the result address', async () => {
    await clickStep(page, 1);
    await expect.poll(() => page.getByRole('button', { name: t('SURVEY.BACK'), exact: true }).isDisabled()).toBe(true);
    await clickStep(page, 2);
    await page.getByRole('button', { name: t('SURVEY.BACK'), exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: t('SURVEY.BACK'), exact: true }).isDisabled()).toBe(true);
    const { total } = await progressOf(page);
    await clickStep(page, total);
    await page.getByRole('button', { name: t('SURVEY.COMPLETE'), exact: true }).click();
    await page.waitForURL(new RegExp(`${prefix}/result\\?id=`));
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    expect(id).toBe(attemptId);
    expect(await draftIn(page, topicId)).toBeNull();

    const stored = await api<AttemptResult[]>(app.server, token, `/api/survey/attempt/${id}`);
    expect(stored.status).toBe(200);
    expect(stored.data[0]?.id).toBe(id);
    expect(stored.data[0]?.results.length).toBeGreaterThan(0);
    for (const row of stored.data[0]?.results ?? []) expect(row.total_points).toBeGreaterThan(0);
  });

  it('shows the topic as completed with a results link, and "fill in again" starts a new attempt (retry after completion)', async () => {
    await page.goto(`${app.server.url}${prefix}/topic-select`);
    const card = page.getByRole('article').filter({ hasText: topicName });
    await card.getByRole('link', { name: new RegExp(t('TOPIC.SEE-RESULTS')) }).waitFor();
    expect(await card.getByRole('link', { name: new RegExp(t('TOPIC.SEE-RESULTS')) }).getAttribute('href')).toBe(
      `${prefix}/result?id=${attemptId}`,
    );
    expect(await axeInPage(page)).toEqual([]);
    await card.getByRole('link', { name: new RegExp(t('TOPIC.FILL-AGAIN')) }).click();
    await page.waitForURL(/question-id=/);
    expect((await progressOf(page)).answered).toBe(0);
    const draft = await draftIn(page, topicId);
    expect(draft?.survey_attempt).not.toBe(attemptId);
    expect(problems).toEqual([]);
  });
});

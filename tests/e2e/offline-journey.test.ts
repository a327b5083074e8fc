import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { MyData, MyDataAnswer } from '../../contract/api/my-data';
import { myDataPath } from '../../contract/api/my-data';
import type { AttemptResult, TopicsResponse } from '../../contract/api/survey';
import type { Question } from '../../contract/questions';
import { firstUnanswered } from '../../app/features/survey/questionnaire/answers';
import { controlled, userKeptOffline } from '../support/browser';
import { withRealApp } from '../support/real-app';
import { startServer } from '../support/server';
import {
  answerByMouse,
  api,
  draftIn,
  progressOf,
  questionBox,
  type QuestionKind,
  registeredUser,
  translate,
  watchProblems,
} from '../support/survey-journey';

const app = withRealApp();
const en = translate('en');
const password = 'green apples in autumn';

/** A draft's answer as /api/user/me/data words it: the chosen options' texts instead of their ids. */
function inWords(q: Question): MyDataAnswer['answer'] {
  const text = (options: { id: number | string; text: string }[], id: unknown) =>
    options.find((o) => String(o.id) === String(id))?.text ?? null;
  switch (q.type) {
    case 'OCA':
      return text(q.oca_options, q.answered);
    case 'SCL':
      return text(q.scl_options, q.answered);
    case 'MCA':
      return q.answered.flatMap((id) => text(q.mca_options, id) ?? []);
    case 'DND':
      return q.answered.flatMap((id) => text(q.dnd_options, id) ?? []);
    case 'TXT':
      return q.answered;
    case 'ASG':
      return q.asg_questions.map((row) => ({ row: row.text, option: text(q.asg_options, q.answered[String(row.id)]) }));
  }
}

/** Steps through the questionnaire on screen by mouse, each checked: the kinds of question answered so far. */
function questionnaireSteps(page: Page, topicId: number) {
  const kinds = new Set<QuestionKind>();
  /** Answers the question on screen: one more answered. */
  const answerHere = async () => {
    const { answered } = await progressOf(page);
    kinds.add(await answerByMouse(page, en));
    await expect.poll(async () => (await progressOf(page)).answered).toBe(answered + 1);
  };
  /** Next, then an answer to the question it shows. */
  const next = async () => {
    const shown = await questionBox(page).locator('h2').textContent();
    await page.getByRole('button', { name: en('SURVEY.NEXT'), exact: true }).click();
    await expect.poll(() => questionBox(page).locator('h2').textContent()).not.toBe(shown);
    await answerHere();
  };
  /** The questionnaire opens at the first question not answered yet (docs/product/behaviour.md). */
  const opensAtFirstOpen = async () => {
    const draft = await draftIn(page, topicId);
    const questions = (draft?.questions ?? []) as Question[];
    const open = questions[firstUnanswered(questions)];
    await page.waitForURL((url) => url.searchParams.get('question-id') === String(open?.id));
  };
  return { kinds, answerHere, next, opensAtFirstOpen };
}

it('a survey taken with the browser offline and the server stopped: reload, answer every type, save and exit, reopen, complete; nothing is lost once both are back', async () => {
  const email = `offline.journey.${Date.now()}@example.org`;
  await registeredUser(app.server, email, password);
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchProblems(page);

  // First visit, online: sign in, start a topic, answer its first question.
  await page.goto(`${app.server.url}/login`);
  await page.getByRole('textbox', { name: en('ACCOUNT.FIELDS.EMAIL') }).fill(email);
  await page.getByLabel(en('ACCOUNT.FIELDS.PASSWORD'), { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: en('LOGIN.REMEMBER_ME') }).check();
  await page.getByRole('button', { name: en('LOGIN.SUBMIT'), exact: true }).click();
  await page.waitForURL(`${app.server.url}/`);
  await controlled(page);
  await page.goto(`${app.server.url}/topic-select`);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const topic = (await api<TopicsResponse>(app.server, token, '/api/survey/topics')).data.topics[0];
  if (!topic) throw new Error('the demo content has no topic');
  const card = page.getByRole('article').filter({ hasText: topic.name });
  await card.getByRole('link', { name: new RegExp(en('TOPIC.FILL-SURVEY')) }).click();
  await page.getByRole('heading', { level: 1, name: topic.name }).waitFor();
  const { kinds, answerHere, next, opensAtFirstOpen } = questionnaireSteps(page, topic.id);
  await answerHere();
  await expect.poll(async () => (await draftIn(page, topic.id))?.synced, { timeout: 10_000 }).toBe(true);
  await userKeptOffline(page);
  const { total } = await progressOf(page);

  // The connection goes, and the server with it.
  const { port, dataDir } = app.server;
  expect(await app.server.stop()).toBe(0);
  await context.setOffline(true);
  for (const [address, heading] of [
    ['/', en('HOMEPAGE.INTRO.TITLE')],
    ['/wlb', en('WLB_HOMEPAGE.INTRO.TITLE')],
  ]) {
    await page.goto(`${app.server.url}${address}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }
  await page.goto(`${app.server.url}/topic-select`);
  await card.getByText(en('TOPIC.OFFLINE-READY')).waitFor();
  await page.goto(`${app.server.url}/questionnaire?topic-id=${topic.id}`);
  await page
    .getByRole('status')
    .filter({ hasText: en('SURVEY.STATUS_OFFLINE') })
    .waitFor();
  expect((await progressOf(page)).answered).toBe(1);
  await opensAtFirstOpen();
  await answerHere();
  const half = Math.ceil(total / 2);
  for (let answered = 2; answered < half; answered++) await next();
  await page.getByRole('button', { name: en('SURVEY.SAVE_AND_EXIT') }).click();
  await page.getByText(en('OFFLINE.KEPT')).waitFor();
  await page.waitForURL(`${app.server.url}/`);

  // Reopened from topic select, still offline: it opens at the first question not answered yet.
  await page.goto(`${app.server.url}/topic-select`);
  await card.getByRole('link', { name: new RegExp(en('TOPIC.CONTINUE')) }).click();
  await page.getByRole('heading', { level: 1, name: topic.name }).waitFor();
  expect((await progressOf(page)).answered).toBe(half);
  await opensAtFirstOpen();
  await answerHere();
  for (let answered = half + 1; answered < total; answered++) await next();
  expect([...kinds].sort()).toEqual(['ASG', 'DND', 'MCA', 'OCA', 'TXT']);
  await page.getByRole('button', { name: en('SURVEY.COMPLETE') }).click();
  await page.getByText(en('OFFLINE.KEPT')).waitFor();
  await card.getByText(en('TOPIC.STATUS-WAITING')).waitFor();
  const answered = await draftIn(page, topic.id);
  expect(answered).toMatchObject({ synced: false, complete: true });

  // Both come back: the queued completion goes out by itself.
  app.server = await startServer({ port, dataDir });
  await context.setOffline(false);
  await page.getByText(en('OFFLINE.SENT')).waitFor({ timeout: 60_000 });
  expect(await draftIn(page, topic.id)).toBeNull();

  // Every answer is on the server, as given.
  const mine = (await api<MyData>(app.server, token, myDataPath)).data;
  const attempt = mine.attempts.find((a) => a.id === answered?.survey_attempt);
  expect(attempt?.status).toBe('completed');
  const questions = answered?.questions as unknown as Question[];
  expect(attempt?.answers.map((a) => [a.question_id, a.answer])).toEqual(questions.map((q) => [q.id, inWords(q)]));

  // The result page shows the levels the server scored.
  const [result] = (await api<AttemptResult[]>(app.server, token, `/api/survey/attempt/${attempt?.id}`)).data;
  if (!result) throw new Error('no result');
  await page.goto(`${app.server.url}/result?id=${attempt?.id}`);
  await page.getByRole('heading', { level: 1, name: topic.name }).waitFor();
  const rows = page.getByRole('article');
  await expect.poll(() => rows.count()).toBe(result.results.length);
  for (const [index, r] of result.results.entries()) {
    expect(await rows.nth(index).getByRole('heading').textContent()).toContain(r.sub_topic.name);
    await rows.nth(index).getByText(`Level ${r.level} of ${r.levels}`).first().waitFor();
  }
  expect(problems).toEqual([]);
  await context.close();
}, 180_000);

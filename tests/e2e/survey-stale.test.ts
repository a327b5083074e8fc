import { describe, expect, it } from 'vitest';
import type { Survey, TopicsResponse } from '../../contract/api/survey';
import { isQuestionCompleted } from '../../contract/question-rules';
import { withRealApp } from '../support/real-app';
import { answerByMouse, api, progressOf, registeredUser, translate, userContext, watchProblems } from '../support/survey-journey';

const app = withRealApp();
const t = translate('en');

describe('the same survey in two tabs', () => {
  it("refuses the older tab's save (409), shows it the newer answers and says so in plain words", async () => {
    const token = await registeredUser(app.server, `tabs.${Date.now()}@example.org`);
    const topics = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
    const topicId = topics.data.topics[0]?.id ?? 0;
    const context = await userContext(app.browser, token, 'en');
    const first = await context.newPage();
    const problems = watchProblems(first);
    const address = `${app.server.url}/questionnaire?topic-id=${topicId}`;
    const onServer = async () =>
      (await api<Survey>(app.server, token, '/api/survey/get', { topic: topicId })).data.questions.filter(isQuestionCompleted)
        .length;

    await first.goto(address);
    await answerByMouse(first, t);
    await expect.poll(onServer, { timeout: 10_000 }).toBe(1);

    // A second tab continues from the same draft and saves an answer: the server's version moves on.
    const second = await context.newPage();
    await second.goto(
      `${address}&question-id=${(await api<Survey>(app.server, token, '/api/survey/get', { topic: topicId })).data.questions[1]?.id}`,
    );
    await expect.poll(async () => (await progressOf(second)).answered).toBe(1);
    await answerByMouse(second, t);
    await expect.poll(onServer, { timeout: 10_000 }).toBe(2);

    // The first tab still holds the older version: its next save is refused and it shows the newer answers.
    await first.getByRole('button', { name: t('SURVEY.NEXT'), exact: true }).click();
    await first.getByRole('button', { name: t('SURVEY.NEXT'), exact: true }).click();
    await answerByMouse(first, t);
    await first
      .getByRole('status')
      .filter({ hasText: t('SURVEY.STATUS_STALE') })
      .waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await progressOf(first)).answered).toBe(2);
    expect(await onServer()).toBe(2);

    // From now on the first tab saves on the new version again.
    await answerByMouse(first, t);
    await expect.poll(onServer, { timeout: 10_000 }).toBe(3);
    expect(problems).toEqual([]);
    await context.close();
  });
});

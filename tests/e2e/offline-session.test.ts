import { describe, expect, it } from 'vitest';
import type { Survey, TopicsResponse } from '../../contract/api/survey';
import { appReady, controlled, userKeptOffline } from '../support/browser';
import { withRealApp } from '../support/real-app';
import { loggedInContext } from '../support/e2e-accounts';
import { answersTo, api, draftIn, registeredUser, translate, watchProblems } from '../support/survey-journey';

const app = withRealApp();
const en = translate('en');

describe('an expired session while offline', () => {
  it('an expired session keeps a completion made offline until the respondent logs in again, then sends it', async () => {
    const email = `expired.${Date.now()}@example.org`;
    const password = 'green apples in autumn';
    await registeredUser(app.server, email, password);
    const context = await loggedInContext(app.browser, app.server, { email, password });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${app.server.url}/`);
    await appReady(page);
    await controlled(page);
    // The worker has taken the page over and keeps the user for offline use.
    await userKeptOffline(page);
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const topics = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
    const topicId = topics.data.topics[0]?.id ?? 0;
    const survey = (await api<Survey>(app.server, token, '/api/survey/generate', { topic: topicId })).data;
    const answers = answersTo(survey);
    const completedOffline = {
      ...survey,
      questions: survey.questions.map((q, i) => ({ ...q, answered: answers[i]?.answered })),
      synced: false,
      complete: true,
    };
    // The session ends on the server (as an expired one does) while the device is offline.
    expect((await api(app.server, token, '/api/user/logout', {})).status).toBeLessThan(300);
    await context.setOffline(true);
    try {
      await page.evaluate(({ key, draft }) => localStorage.setItem(key, draft), {
        key: `survey-${topicId}`,
        draft: JSON.stringify(completedOffline),
      });
      await page.reload();
      await page.getByRole('button', { name: /Nováková/ }).waitFor();
    } finally {
      await context.setOffline(false);
    }
    // Online: the queue's send is refused (401), which logs out; the completion stays and the page says why.
    await page.getByText(en('OFFLINE.LOGIN_TO_SEND')).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await draftIn(page, topicId)).toMatchObject({ survey_attempt: survey.survey_attempt, synced: false, complete: true });

    await page.goto(`${app.server.url}/login`);
    await page.getByRole('textbox', { name: en('ACCOUNT.FIELDS.EMAIL') }).fill(email);
    await page.getByLabel(en('ACCOUNT.FIELDS.PASSWORD'), { exact: true }).fill(password);
    await page.getByRole('button', { name: en('LOGIN.SUBMIT'), exact: true }).click();
    await page.getByText(en('OFFLINE.SENT')).waitFor({ timeout: 30_000 });
    expect(await draftIn(page, topicId)).toBeNull();
    const fresh = (await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))) ?? '';
    const after = await api<TopicsResponse>(app.server, fresh, '/api/survey/topics');
    expect(after.data.survey_attempts).toContainEqual(expect.objectContaining({ id: survey.survey_attempt, completed: true }));
    expect(problems).toEqual([]);
    await context.close();
  });
});

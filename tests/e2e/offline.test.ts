import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptSummary, Survey, TopicsResponse } from '../../contract/api/survey';
import { draftsChangedEvent } from '../../app/features/survey/drafts/draft-store';
import { sampleSurvey } from '../../app/features/survey/test-support/survey-fixtures';
import { appReady, controlled, userKeptOffline } from '../support/browser';
import { answerQuestionsByKeyboard, tabTo } from '../support/keyboard-answers';
import { withRealApp } from '../support/real-app';
import { startServer } from '../support/server';
import {
  answerByMouse,
  answersTo,
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

/** The Background Sync tags the page's service worker registration waits with. */
const syncTags = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as unknown as { sync: { getTags: () => Promise<string[]> } };
    return registration.sync.getTags();
  });

describe('open offline after one visit', () => {
  describe('a signed-in respondent', () => {
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    let topicName: string;
    let token: string;

    beforeAll(async () => {
      token = await registeredUser(app.server, `offline.${Date.now()}@example.org`);
      const topics = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
      topicName = topics.data.topics[0]?.name ?? '';
      context = await userContext(app.browser, token, 'en');
      page = await context.newPage();
      problems = watchProblems(page);
      await page.goto(`${app.server.url}/`);
      await appReady(page);
      await controlled(page);
      // The topic list, fetched through the worker, is kept for offline use.
      await page.goto(`${app.server.url}/topic-select`);
      await page.getByRole('article').filter({ hasText: topicName }).waitFor();
    });
    afterAll(async () => {
      await context?.close();
    });

    it('opens the home pages, a public page and the topic list offline', async () => {
      await context.setOffline(true);
      try {
        for (const [address, heading] of [
          ['/', en('HOMEPAGE.INTRO.TITLE')],
          ['/wlb', en('WLB_HOMEPAGE.INTRO.TITLE')],
          ['/gdpr', en('GDPR.TITLE')],
        ]) {
          await page.goto(`${app.server.url}${address}`);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        }
        await page.goto(`${app.server.url}/topic-select`);
        await page.getByRole('article').filter({ hasText: topicName }).waitFor();
      } finally {
        await context.setOffline(false);
      }
      expect(problems).toEqual([]);
    });

    it('continues a started questionnaire offline from the draft, keeps the completion and sends it once online', async () => {
      const topics = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
      const topic = topics.data.topics.find((t) => t.name === topicName);
      if (!topic) throw new Error('no topic');
      await page.goto(`${app.server.url}/questionnaire?topic-id=${topic.id}`);
      await page.getByRole('heading', { level: 1, name: topicName }).waitFor();
      await answerByMouse(page, en);
      await expect.poll(async () => (await draftIn(page, topic.id))?.synced, { timeout: 10_000 }).toBe(true);
      const { total } = await progressOf(page);

      await context.setOffline(true);
      try {
        await page.reload();
        await page.getByRole('heading', { level: 1, name: topicName }).waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: en('SURVEY.STATUS_OFFLINE') })
          .waitFor();
        expect((await progressOf(page)).answered).toBe(1);
        for (let answered = 1; answered < total; answered++) {
          await page.getByRole('button', { name: /^Next$/ }).click();
          await answerByMouse(page, en);
          await expect.poll(async () => (await progressOf(page)).answered).toBe(answered + 1);
        }
        await page.getByRole('button', { name: en('SURVEY.COMPLETE') }).click();
        await page.getByText(en('OFFLINE.KEPT')).waitFor();
        expect(await draftIn(page, topic.id)).toMatchObject({ synced: false, complete: true });
        // Background Sync will wake the worker once the connection is back.
        await expect.poll(() => syncTags(page)).toContain('send-answers');
        // Topic select and history say the completion waits to be sent (history itself needs the server).
        await page.getByRole('article').filter({ hasText: topicName }).getByText(en('TOPIC.STATUS-WAITING')).waitFor();
        await page.goto(`${app.server.url}/history`);
        const waiting = page.getByRole('region', { name: en('HISTORY.WAITING_HEADING') });
        await waiting.getByText(`${topicName} – ${en('HISTORY.WAITING_ITEM')}`).waitFor();
      } finally {
        await context.setOffline(false);
      }
      await page.getByText(en('OFFLINE.SENT')).waitFor({ timeout: 30_000 });
      expect(await draftIn(page, topic.id)).toBeNull();
      // Sent: the history lists the result instead.
      await page
        .getByRole('region', { name: en('HISTORY.LATEST_HEADING') })
        .getByText(topicName)
        .waitFor();
      expect(await page.getByRole('region', { name: en('HISTORY.WAITING_HEADING') }).count()).toBe(0);
      const after = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
      const done = after.data.survey_attempts.filter((a: AttemptSummary) => a.topic === topic.id && a.completed);
      expect(done).toHaveLength(1);
      await page.goto(`${app.server.url}/result?id=${done[0]?.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(problems).toEqual([]);
    });

    it("the worker's Background Sync event has the open page send what waits", async () => {
      const topics = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
      const topic = topics.data.topics.at(-1);
      const otherTopic = topics.data.topics.at(-2);
      if (!topic || !otherTopic) throw new Error('no topic');
      const survey = (await api<Survey>(app.server, token, '/api/survey/generate', { topic: topic.id })).data;
      const answers = answersTo(survey);
      await page.goto(`${app.server.url}/`);
      await appReady(page);
      // Another account's draft waiting on this device loads the queue, which leaves it alone.
      await page.evaluate(
        ({ key, draft, changed }) => {
          localStorage.setItem(key, draft);
          window.dispatchEvent(new Event(changed));
        },
        {
          changed: draftsChangedEvent,
          key: `survey-${otherTopic.id}`,
          draft: JSON.stringify({ ...survey, topic: { ...survey.topic, pk: otherTopic.id }, user: 999_999, synced: false }),
        },
      );
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/use-offline-queue-'))),
        )
        .toBe(true);
      // A completion queued on this device after the queue's own run, without a word to it: only the sync
      // event can send it now.
      await page.evaluate(({ key, draft }) => localStorage.setItem(key, draft), {
        key: `survey-${topic.id}`,
        draft: JSON.stringify({
          ...survey,
          questions: survey.questions.map((q, i) => ({ ...q, answered: answers[i]?.answered })),
          synced: false,
          complete: true,
        }),
      });
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.length).toBeGreaterThan(0);
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: app.server.url,
        registrationId: registrations[0]?.registrationId ?? '',
        tag: 'send-answers',
        lastChance: false,
      });
      await page.getByText(en('OFFLINE.SENT')).waitFor({ timeout: 30_000 });
      expect(await draftIn(page, topic.id)).toBeNull();
      expect(await draftIn(page, otherTopic.id)).toMatchObject({ user: 999_999, synced: false });
      await page.evaluate((key) => localStorage.removeItem(key), `survey-${otherTopic.id}`);
      await cdp.detach();
    });

    it('"Prepare for offline" starts a topic online, which then opens and is answered offline', async () => {
      const topics = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
      const topic = topics.data.topics.find(
        (t) => t.name !== topicName && !topics.data.survey_attempts.some((a) => a.topic === t.id),
      );
      if (!topic) throw new Error('no untouched topic');
      await page.goto(`${app.server.url}/topic-select`);
      const card = page.getByRole('article').filter({ hasText: topic.name });
      await card.getByRole('button', { name: en('TOPIC.PREPARE-OFFLINE') }).click();
      await page.getByText(en('SURVEY.PREPARED_OFFLINE')).waitFor();
      await card.getByText(en('TOPIC.OFFLINE-READY')).waitFor();
      // The focus the button had goes to the card's main link.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(`${en('TOPIC.CONTINUE')}: ${topic.name}`);
      const prepared = await draftIn(page, topic.id);
      expect(prepared).toMatchObject({ synced: true });
      const server = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
      expect(server.data.survey_attempts).toContainEqual(
        expect.objectContaining({ id: prepared?.survey_attempt, completed: false }),
      );

      await context.setOffline(true);
      try {
        await page.reload();
        await page.getByText(en('SURVEY.TOPICS_OFFLINE')).waitFor();
        await card.getByText(en('TOPIC.OFFLINE-READY')).waitFor();
        await card.getByRole('link', { name: en('TOPIC.CONTINUE') }).click();
        await page.getByRole('heading', { level: 1, name: topic.name }).waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: en('SURVEY.STATUS_OFFLINE') })
          .waitFor();
        await answerByMouse(page, en);
        await expect.poll(async () => (await progressOf(page)).answered).toBe(1);
        await expect.poll(async () => (await draftIn(page, topic.id))?.synced).toBe(false);
        expect((await draftIn(page, topic.id))?.survey_attempt).toBe(prepared?.survey_attempt);
      } finally {
        await context.setOffline(false);
      }
      expect(problems).toEqual([]);
    });

    it('logout removes the cached topic list and the drafts the server has, and keeps answers not yet sent', async () => {
      await page.goto(`${app.server.url}/`);
      await appReady(page);
      // Readable drafts (an unreadable one is dropped by whoever reads the drafts, the offline queue included).
      const kept = (pk: number, synced: boolean) => ({
        ...sampleSurvey({ topic: { pk, name: 'Kept', wlb: false }, survey_attempt: `kept-attempt-${pk}` }),
        synced,
      });
      await page.evaluate(
        ([synced, unsent]) => {
          localStorage.setItem('survey-998', JSON.stringify(synced));
          localStorage.setItem('survey-999', JSON.stringify(unsent));
        },
        [kept(998, true), kept(999, false)],
      );
      expect(await page.evaluate(() => caches.has('user-data'))).toBe(true);
      await page.getByRole('button', { name: /Nováková/ }).click();
      await page.getByRole('menuitem', { name: en('NAV.LOGOUT') }).click();
      await page.getByText(en('SNACKBAR.LOGOUT')).waitFor();
      expect(
        await page.evaluate(async () => ({
          cached: await caches.has('user-data'),
          synced: localStorage.getItem('survey-998'),
          unsent: localStorage.getItem('survey-999') !== null,
          token: localStorage.getItem('token'),
        })),
      ).toEqual({ cached: false, synced: null, unsent: true, token: null });
    });
  });

  describe('a respondent on a phone (390 px) in Czech, by keyboard only', () => {
    it('answers a started questionnaire offline with the server down, saves and exits, reopens and completes it, and the completion arrives once both are back', async () => {
      const token = await registeredUser(app.server, `offline.phone.${Date.now()}@example.org`);
      const context = await userContext(app.browser, token, 'cs', 390);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(`${app.server.url}/topic-select`);
      await controlled(page);
      await tabTo(page, page.getByRole('link', { name: new RegExp(cs('TOPIC.FILL-SURVEY')) }).first());
      await page.keyboard.press('Enter');
      await page.waitForURL(/question-id=/);
      const topicId = Number(new URL(page.url()).searchParams.get('topic-id'));
      await expect.poll(async () => (await draftIn(page, topicId))?.synced, { timeout: 10_000 }).toBe(true);
      // Fetched before the worker ran, the user is asked again through it once it controls the page.
      await userKeptOffline(page);

      // Offline, and the server down too: reload, answer half, save and exit, reopen, answer the rest, complete.
      const { port, dataDir } = app.server;
      expect(await app.server.stop()).toBe(0);
      await context.setOffline(true);
      try {
        await page.reload();
        await page
          .getByRole('status')
          .filter({ hasText: cs('SURVEY.STATUS_OFFLINE') })
          .waitFor();
        const { total } = await progressOf(page);
        await answerQuestionsByKeyboard(page, cs, Math.ceil(total / 2));
        await tabTo(page, page.getByRole('button', { name: cs('SURVEY.SAVE_AND_EXIT') }));
        await page.keyboard.press('Enter');
        await page.getByText(cs('OFFLINE.KEPT')).waitFor();
        await page.waitForURL(`${app.server.url}/`);
        await page.goto(`${app.server.url}/topic-select`);
        await tabTo(page, page.getByRole('link', { name: new RegExp(`^${cs('TOPIC.CONTINUE')}`) }).first());
        await page.keyboard.press('Enter');
        await page.waitForURL(/question-id=/);
        expect((await progressOf(page)).answered).toBe(Math.ceil(total / 2));
        await answerQuestionsByKeyboard(page, cs);
        await page.getByText(cs('OFFLINE.KEPT')).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await draftIn(page, topicId)).toMatchObject({ synced: false, complete: true });
      } finally {
        app.server = await startServer({ port, dataDir });
        await context.setOffline(false);
      }
      // Sent on the online event, or by the queue's own next try should that first call find no connection
      // yet (or hang until the client's time limit): up to 30 + 15 s.
      await page.getByText(cs('OFFLINE.SENT')).waitFor({ timeout: 60_000 });
      const after = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
      expect(after.data.survey_attempts).toContainEqual(expect.objectContaining({ topic: topicId, completed: true }));
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  });
});

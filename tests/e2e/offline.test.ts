import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptSummary, TopicsResponse } from '../../contract/api/survey';
import { sampleSurvey } from '../../app/features/survey/survey-fixtures';
import { appReady, chromiumArgs, chromiumPath } from '../support/browser';
import { withRealApp } from '../support/real-app';
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

/** Waits until the service worker (registered after the page's load) controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100 });
}

describe('installable, and open offline after one visit (issue 22)', () => {
  it('Chromium finds / and /wlb installable, each with its manifest in the page language', async () => {
    // An incognito context (newContext) is never installable: a profile of its own.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      locale: 'cs-CZ',
    });
    // The profile's first tab does not paint in headless mode (no animation frames): a tab of our own.
    const page = await context.newPage();
    for (const blank of context.pages()) if (blank !== page) await blank.close();
    await page.bringToFront();
    const cdp = await context.newCDPSession(page);
    for (const [address, tool] of [
      ['/', 'general'],
      ['/wlb', 'wlb'],
    ] as const) {
      await page.goto(`${app.server.url}${address}`);
      await appReady(page);
      await controlled(page);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(`/manifests/${tool}-cs.webmanifest`);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    }
    const manifest = await (await page.request.get(`${app.server.url}/manifests/wlb-cs.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: translate('cs')('APP.WLB_NAME'), start_url: '/wlb', theme_color: '#1c6548' });
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it('serves the worker script unstored, so a new build is found on the next visit', async () => {
    const response = await fetch(`${app.server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

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
      } finally {
        await context.setOffline(false);
      }
      await page.getByText(en('OFFLINE.SENT')).waitFor({ timeout: 20_000 });
      expect(await draftIn(page, topic.id)).toBeNull();
      const after = await api<TopicsResponse>(app.server, token, '/api/survey/topics');
      const done = after.data.survey_attempts.filter((a: AttemptSummary) => a.topic === topic.id && a.completed);
      expect(done).toHaveLength(1);
      await page.goto(`${app.server.url}/result?id=${done[0]?.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
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
});

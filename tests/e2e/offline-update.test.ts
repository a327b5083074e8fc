import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopicsResponse } from '../../contract/api/survey';
import { controlled, launchChromium } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
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

const en = translate('en');
const builtApp = path.resolve(import.meta.dirname, '../../dist');

/**
 * What a deployment of the next build changes for an open page: the worker script (every build names its
 * files' revisions in it), with the compressed copies the server sends.
 */
function deployNextWorker(distDir: string) {
  const file = path.join(distDir, 'sw.js');
  const script = `${fs.readFileSync(file, 'utf8')}\n// the next build\n`;
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
}

describe('a new version deployed while a survey is open', () => {
  let distDir: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // A copy of the build of its own, so the next one can be deployed into it.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-dist-'));
    fs.cpSync(builtApp, distDir, { recursive: true });
    server = await startServer({ env: { DIST_DIR: distDir } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('says a new version is ready, never reloads by itself, and the reload keeps the answers', async () => {
    const token = await registeredUser(server, `update.${Date.now()}@example.org`);
    const topic = (await api<TopicsResponse>(server, token, '/api/survey/topics')).data.topics[0];
    if (!topic) throw new Error('the demo content has no topic');
    const context = await userContext(browser, token, 'en');
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${server.url}/questionnaire?topic-id=${topic.id}`);
    await page.getByRole('heading', { level: 1, name: topic.name }).waitFor();
    await controlled(page);
    await answerByMouse(page, en);
    await expect.poll(async () => (await draftIn(page, topic.id))?.synced, { timeout: 10_000 }).toBe(true);
    const before = await draftIn(page, topic.id);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    deployNextWorker(distDir);
    // The browser looks for a new worker on the next navigation (and daily); the page asks now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: en('OFFLINE.UPDATE_READY') });
    await banner.waitFor();
    // The page stays as it is until the respondent chooses: the answer on screen is still there.
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect((await progressOf(page)).answered).toBe(1);

    await banner.getByRole('button', { name: en('OFFLINE.UPDATE_RELOAD') }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded ?? false))
      .toBe(false);
    await page.getByRole('heading', { level: 1, name: topic.name }).waitFor();
    await expect.poll(async () => (await progressOf(page)).answered).toBe(1);
    const after = await draftIn(page, topic.id);
    expect(after?.survey_attempt).toBe(before?.survey_attempt);
    expect(after?.questions.map((q) => q.answered)).toEqual(before?.questions.map((q) => q.answered));
    // The new version runs the page, and none waits any more.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await banner.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

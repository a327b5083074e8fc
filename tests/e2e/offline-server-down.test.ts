import { describe, expect, it } from 'vitest';
import type { TopicsResponse } from '../../contract/api/survey';
import { userDataCache } from '../../app/shared/offline/cache-names';
import { controlled, userKeptOffline } from '../support/browser';
import { withRealApp } from '../support/real-app';
import { startServer } from '../support/server';
import { api, registeredUser, translate, userContext, watchProblems } from '../support/survey-journey';

const en = translate('en');

const app = withRealApp();

describe('the server stopped while the device is online', () => {
  it('a signed-in page without a kept copy of the user says why it waits, and carries on when the server is back', async () => {
    let server = app.server;
    const token = await registeredUser(server, `server.down.${Date.now()}@example.org`);
    const topic = (await api<TopicsResponse>(server, token, '/api/survey/topics')).data.topics[0];
    if (!topic) throw new Error('the demo content has no topic');
    const context = await userContext(app.browser, token, 'en');
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${server.url}/topic-select`);
    await page.getByRole('article').filter({ hasText: topic.name }).waitFor();
    await controlled(page);
    // Loaded once more through the worker, and its copy of the user written: no copy of this load can be
    // written after the one cleared below, whichever way the first load's requests went.
    await page.reload();
    await page.getByRole('article').filter({ hasText: topic.name }).waitFor();
    await userKeptOffline(page);

    const { port, dataDir } = server;
    expect(await server.stop()).toBe(0);
    // What the browser may clear of a site's storage: the worker no longer has the user. Cleared once the
    // server is down, so that no call still on its way puts it back.
    await page.evaluate((cache) => caches.delete(cache), userDataCache);
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: en('OFFLINE.ACCOUNT_UNREACHABLE') })
      .waitFor();
    // Still signed in on this device: nothing was logged out.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

    server = await startServer({ port, dataDir });
    app.server = server;
    // Asked again by itself (every few seconds, at once on focus or when the browser is back online).
    await page.getByRole('article').filter({ hasText: topic.name }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(en('OFFLINE.ACCOUNT_UNREACHABLE')).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

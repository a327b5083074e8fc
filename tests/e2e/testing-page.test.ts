import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

describe('given the real server on the embedded database', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the /testing page shows the backend and database answers', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/testing`);
    await page.getByRole('heading', { level: 1, name: 'Connection check' }).waitFor();

    await page.getByRole('button', { name: 'Check' }).first().click();
    await expect.poll(() => page.getByTestId('backend-result').textContent()).toBe('The backend is reachable');

    await page.getByRole('button', { name: 'Check' }).nth(1).click();
    await expect
      .poll(() => page.getByTestId('database-result').textContent())
      .toMatch(/^The database answered the query.*PGlite.*1 server start\(s\) recorded$/);
    await page.close();
  });

  it('keeps its data across a restart', async () => {
    const dataDir = server.dataDir;
    expect(await server.stop()).toBe(0);
    server = await startServer({ dataDir });
    const answer = await (await fetch(`${server.url}/api/test/sql`)).json();
    expect(answer.details).toContain('2 server start(s) recorded');
  });

  it('serves the app shell for deep links and answers unknown API paths in the wire format', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/questionnaire?topic-id=1&question-id=2`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Questionnaire' }).waitFor();

    const missing = await fetch(`${server.url}/api/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ en: 'The requested address does not exist', cz: 'Požadovaná adresa neexistuje' });
    await page.close();
  });
});

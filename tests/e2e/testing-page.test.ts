import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { translate } from '../support/survey-journey';

const en = translate('en');

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

    await page.getByRole('button', { name: 'Check the backend' }).click();
    await expect.poll(() => page.getByTestId('backend-result').textContent()).toBe('The backend is reachable');

    await page.getByRole('button', { name: 'Check the database' }).click();
    // Only that the database answered: neither its version nor its kind is anybody's business.
    await expect.poll(() => page.getByTestId('database-result').textContent()).toBe('The database answered the query');
    await page.close();
  });

  it('in German, the page speaks German to the end, and each button says what it checks', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('language', 'de'));
    const page = await context.newPage();
    await page.goto(`${server.url}/testing`);
    await page.getByRole('heading', { level: 1, name: 'Verbindungstest' }).waitFor();
    const buttons = await page.getByRole('main').getByRole('button').allTextContents();
    expect(buttons).toEqual(['Server prüfen', 'Datenbank prüfen']);

    await page.getByRole('button', { name: 'Datenbank prüfen' }).click();
    await expect.poll(() => page.getByTestId('database-result').textContent()).not.toBe('');
    const shown = (await page.getByTestId('database-result').textContent()) ?? '';
    expect(shown).not.toMatch(/database|answered|query/i);
    await context.close();
  });

  it('keeps its data across a restart', async () => {
    const email = `kept.${Date.now()}@example.org`;
    const password = 'a restart proof password';
    const post = (url: string, body: object) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const registered = await post('/api/user/register', {
      firstName: 'Kept',
      lastName: 'Across',
      email,
      location: 'SI',
      residence: 'citizen',
      education: 'primary',
      gender: 'male',
      age: 70,
      employment: false,
      unemployedMonths: 0,
      password,
      confirmPwd: password,
      gdpr: true,
    });
    expect(registered.status).toBe(201);
    const dataDir = server.dataDir;
    expect(await server.stop()).toBe(0);
    server = await startServer({ dataDir });
    // The account is still there, not yet activated (an unknown account would answer 400).
    expect((await post('/api/user/token', { email, password })).status).toBe(403);
  });

  it('serves the app shell for deep links and answers unknown API paths in the wire format', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/questionnaire?topic-id=1&question-id=2`);
    expect(response?.status()).toBe(200);
    // The app shell answered and the router ran: an anonymous visitor is told, at the questionnaire's own
    // address, that it needs a login.
    await page.getByRole('heading', { level: 1, name: en('SIGN_IN_NEEDED.TITLE') }).waitFor();
    expect(page.url()).toBe(`${server.url}/questionnaire?topic-id=1&question-id=2`);

    const missing = await fetch(`${server.url}/api/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      en: 'The requested address does not exist',
      cz: 'Požadovaná adresa neexistuje',
      requestId: missing.headers.get('x-request-id'),
    });
    await page.close();
  });
});

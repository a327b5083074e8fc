import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActivatedAccount, type TestAccount } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';

const app = withRealApp();

async function logInOnPage(page: Page, account: TestAccount) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  // Without "Keep me logged in": the token lives in this tab's sessionStorage only.
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('given a person logged in without "Keep me logged in"', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await createActivatedAccount(app.server);
  });

  it('a second tab shares the session, a logout in one tab signs both out, and a guarded page asks to log in and returns', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const first = await context.newPage();
    await first.goto(`${app.server.url}/login`);
    await logInOnPage(first, account);
    await first.waitForURL(`${app.server.url}/`);
    await first.getByRole('button', { name: /Nováková/ }).waitFor();
    expect(await first.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // A new tab of the same browser session (typed address: nothing of the first tab's storage is copied).
    const second = await context.newPage();
    await second.goto(`${app.server.url}/history`);
    await heading(second, 'My completed surveys').waitFor();
    await second.goto(`${app.server.url}/topic-select`);
    await heading(second, 'Choose a topic').waitFor();
    expect(await second.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

    // Logging out in the first tab signs the second out too: its page now says it needs a login.
    await first.getByRole('button', { name: /Nováková/ }).click();
    await first.getByRole('menuitem', { name: 'Log out' }).click();
    await first.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    await heading(second, 'Please log in').waitFor();
    expect(await second.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // "Log in" on that page returns to it after the login.
    await second.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await second.waitForURL(`${app.server.url}/login?next=%2Ftopic-select`);
    await logInOnPage(second, account);
    await second.waitForURL(`${app.server.url}/topic-select`);
    await heading(second, 'Choose a topic').waitFor();
    // The login reached the first tab as well.
    await first.getByRole('button', { name: /Nováková/ }).waitFor();
    await context.close();
  });

  it('a tab with no session anywhere says that /history needs a login instead of sending the person home', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/history`);
    await heading(page, 'Please log in').waitFor();
    expect(new URL(page.url()).pathname).toBe('/history');
    await context.close();
  });

  it('the take-survey dialog offers "Log in" beside "Register", back to topic select', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/wlb`);
    await page.getByRole('link', { name: 'Survey', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'How would you like to take the survey?' });
    await dialog.getByRole('button', { name: 'Register' }).waitFor();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${app.server.url}/login?next=%2Fwlb%2Ftopic-select`);
    await logInOnPage(page, account);
    await page.waitForURL(`${app.server.url}/wlb/topic-select`);
    await context.close();
  });
});

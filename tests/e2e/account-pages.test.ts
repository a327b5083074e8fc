import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { controlled, userKeptOffline } from '../support/browser';
import { createActivatedAccount, loggedInContext, type TestAccount } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';

const app = withRealApp();

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const name = el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '';
    return `${el.tagName.toLowerCase()}: ${(name || el.textContent || '').trim()}`;
  });

describe('given a logged-in user', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await createActivatedAccount(app.server);
  });

  it.each(['/login', '/register'])('opening %s sends them home with an info message', async (path) => {
    const context = await loggedInContext(app.browser, app.server, account);
    const page = await context.newPage();
    await page.goto(`${app.server.url}${path}`);
    await page.waitForURL(`${app.server.url}/`);
    await page
      .locator('[role="status"]')
      .filter({ hasText: 'You are already logged in. To use another account, log out first.' })
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail address' }).count()).toBe(0);
    await context.close();
  });

  it('a wrong current password is shown at the field, which has the focus', async () => {
    const context = await loggedInContext(app.browser, app.server, account, { width: 390 });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByLabel('Current password', { exact: true }).fill('not my password at all');
    await page.getByLabel('New password', { exact: true }).fill('blue boats on the lake');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('blue boats on the lake');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();

    const field = page.getByLabel('Current password', { exact: true });
    // The server checks the password with a deliberately slow hash.
    await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => focused(page)).toBe('input: Current password');
    const description = await field.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('Your current password is not correct!');
    await context.close();
  });

  it('editing the profile keeps focus on the button that replaced the one pressed; an age of -5 says the range', async () => {
    const context = await loggedInContext(app.browser, app.server, account);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/profile`);
    await page.getByRole('button', { name: 'Edit details' }).waitFor();
    // The service worker's first take-over asks for the user once more, to keep it for offline use (issue
    // 22): done before the reads after saving are counted.
    await controlled(page);
    await userKeptOffline(page);

    await page.getByRole('button', { name: 'Edit details' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button: Save details');

    await page.getByRole('button', { name: 'Cancel edit' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button: Edit details');

    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button: Save details');
    await page.getByRole('spinbutton', { name: 'Age' }).fill('-5');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
    const summary = (await page.getByRole('region', { name: 'There is a problem' }).textContent()) ?? '';
    expect(summary).toContain('Enter your age in whole years, from 0 to 150');
    expect(summary).not.toContain('This field is required');

    await page.getByRole('spinbutton', { name: 'Age' }).fill('62');
    // A slow network: the details' refetch after saving arrives late; the saved values must not wait for it.
    await page.route('**/api/user/me/full', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    const userReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/user/me' || pathname === '/api/user/me/full') userReads.push(pathname);
    });
    await page.getByRole('button', { name: 'Save details' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[role="status"]').filter({ hasText: 'Your details have been saved' }).waitFor();
    await expect.poll(() => focused(page)).toBe('button: Edit details');
    // The saved value is on the page as soon as the saved message is (not after a later refetch).
    expect(await page.locator('dd').allTextContents()).toContain('62');
    // The answer of the save is the saved profile: the header's name is read again once, the details not at all.
    await page.waitForTimeout(500);
    expect(userReads).toEqual(['/api/user/me']);
    await context.close();
  });
});

describe('given the forgot-password dialog', () => {
  it('keeps the typed e-mail when a click beside it closes it', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgotten password' });
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('eva.forgot@example.org');
    // A click on the backdrop, beside the dialog.
    await page.mouse.click(10, 790);
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    expect(await dialog.getByRole('textbox', { name: 'E-mail address' }).inputValue()).toBe('eva.forgot@example.org');
    await context.close();
  });
});

describe('given a new visitor whose browser language is a regional variant', () => {
  it.each([
    ['de-AT', 'de'],
    ['en-US', 'en'],
    ['sr-Cyrl-RS', 'sr'],
  ])('%s is stored as %s, one of the 10 codes', async (locale, code) => {
    const context = await app.browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await page.locator('h1').first().waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe(code);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
    await context.close();
  });
});

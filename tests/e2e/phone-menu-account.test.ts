import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActivatedAccount, loggedInContext, type TestAccount } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';

const staff = { email: 'staff.phone@example.org', password: 'seven quiet herons at dawn' };
const app = withRealApp({ env: { STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password } });

async function openMenu(page: Page) {
  await page.goto(`${app.server.url}/`);
  await page.locator('h1').first().waitFor();
  // The session is loaded once the header offers no Login any more.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Main menu' });
  await dialog.getByRole('button', { name: 'Log out' }).waitFor();
  return dialog;
}

describe('given a logged-in user on a phone (390 px)', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await createActivatedAccount(app.server);
  });

  it('the phone menu offers Details and Surveys under the user’s name, as the desktop user menu does', async () => {
    const context = await loggedInContext(app.browser, app.server, account, { width: 390 });
    const page = await context.newPage();
    const dialog = await openMenu(page);
    const accountNav = dialog.getByRole('navigation', { name: 'Eva Nováková' });
    expect(await accountNav.getByRole('link').allTextContents()).toEqual(['Details', 'Surveys']);
    expect(await dialog.getByRole('link', { name: 'Export data' }).count()).toBe(0);

    await accountNav.getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(`${app.server.url}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Details' }).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    // From the profile the user reaches the password change and the account deletion.
    await page.getByRole('link', { name: 'Change your password' }).waitFor();
    await page.getByRole('button', { name: 'Delete account' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Surveys' }).click();
    await page.waitForURL(`${app.server.url}/history`);
    await context.close();
  });

  it('at 820 px, where the desktop row does not fit, the same menu is there', async () => {
    const context = await loggedInContext(app.browser, app.server, account, { width: 820, language: 'cs' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await page.locator('h1').first().waitFor();
    await page.getByRole('button', { name: 'Otevřít menu' }).click();
    const accountNav = page.getByRole('dialog').getByRole('navigation', { name: 'Eva Nováková' });
    await accountNav.waitFor();
    expect(await accountNav.getByRole('link').allTextContents()).toEqual(['Moje údaje', 'Moje dotazníky']);
    await context.close();
  });
});

describe('given a staff user on a phone (390 px)', () => {
  it('the phone menu also offers Export data, Insights, Admin Panel, Translations and the Activity log', async () => {
    const context = await loggedInContext(app.browser, app.server, staff, { width: 390 });
    const page = await context.newPage();
    const dialog = await openMenu(page);
    const links = await dialog.getByRole('navigation').nth(1).getByRole('link').allTextContents();
    expect(links).toEqual(['Details', 'Surveys', 'Export data', 'Insights', 'Admin Panel', 'Translations', 'Activity log']);
    await dialog.getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL(`${app.server.url}/padmin`);
    await context.close();
  });
});

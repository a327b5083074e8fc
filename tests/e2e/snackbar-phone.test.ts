import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createActivatedAccount, loggedInContext } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';
import { coveredBySnackbar } from '../support/snackbar-cover';

const app = withRealApp();

/** How many live regions (which screen readers read out) hold the message. */
function announcements(page: Page, message: string) {
  return page.evaluate(
    (text) =>
      [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])')].filter(
        (region) => region.textContent?.includes(text) && !region.parentElement?.closest('[role="alert"], [role="status"]'),
      ).length,
    message,
  );
}

describe('on a phone (390 px)', () => {
  it('a failed login: the snackbar covers no control, and the error is announced once', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@example.org');
    await page.getByLabel('Password', { exact: true }).fill('wrong password here');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const message = 'The e-mail or password is not correct';
    await page.getByRole('button', { name: message }).waitFor();
    await expect.poll(() => coveredBySnackbar(page, message)).toEqual([]);
    expect(await announcements(page, message)).toBe(1);
    await context.close();
  });

  it('a saved password: the snackbar covers no control while it is shown', async () => {
    const account = await createActivatedAccount(app.server);
    const context = await loggedInContext(app.browser, app.server, account, { width: 390, height: 700 });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/settings`);
    await page.getByLabel('Current password', { exact: true }).fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('blue boats on the lake');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('blue boats on the lake');
    const save = page.getByRole('button', { name: 'Change password', exact: true });
    await save.click();
    const message = 'Your password has been changed';
    await page.getByText(message).waitFor();
    await expect.poll(() => coveredBySnackbar(page, message)).toEqual([]);
    expect(await announcements(page, message)).toBe(1);
    // Scrolled down to the button, as on a small phone, nothing is covered either.
    await save.scrollIntoViewIfNeeded();
    expect(await coveredBySnackbar(page, message)).toEqual([]);
    await context.close();
  });
});

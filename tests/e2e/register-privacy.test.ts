import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withRealApp } from '../support/real-app';

const app = withRealApp();
const password = 'green apples in autumn';

async function fillSome(page: Page) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Eva');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Nováková');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('eva.draft@example.org');
  await page.getByRole('radio', { name: 'Citizen of the country' }).check();
  await page.getByRole('spinbutton', { name: 'Age' }).fill('61');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password', { exact: true }).fill(password);
}

describe('given a half-filled registration form on a phone (390 px)', () => {
  it('the privacy statement opens over the form, which is still filled in after closing it', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/register`);
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await fillSome(page);

    await page.getByRole('main').getByRole('link', { name: 'privacy statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy statement' });
    await dialog.waitFor();
    expect(page.url()).toBe(`${app.server.url}/register`);
    // It says that the form is kept, and carries the whole statement.
    await dialog.getByText('Your registration form stays as you filled it in.', { exact: false }).waitFor();
    await dialog.getByRole('heading', { level: 3, name: 'Your rights' }).waitFor();
    await dialog.getByRole('button', { name: 'Back to the registration form' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Eva');
    expect(await page.getByRole('spinbutton', { name: 'Age' }).inputValue()).toBe('61');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(password);
    await context.close();
  });

  it('leaving the page in the same tab and coming back finds the draft, without the passwords', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/register`);
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await fillSome(page);

    // The statement's own page, opened in this tab from the footer, then the browser's Back.
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy statement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy statement' }).waitFor();
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).toContain('Nováková');
    expect(stored).not.toContain(password);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Eva');
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('Nováková');
    expect(await page.getByRole('textbox', { name: 'E-mail address' }).inputValue()).toBe('eva.draft@example.org');
    expect(await page.getByRole('radio', { name: 'Citizen of the country' }).isChecked()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: 'Age' }).inputValue()).toBe('61');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

    // A reload of the tab keeps it too; a new tab (a new session) starts empty.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Eva');
    const other = await context.newPage();
    await other.goto(`${app.server.url}/register`);
    await other.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    expect(await other.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('');
    await context.close();
  });
});

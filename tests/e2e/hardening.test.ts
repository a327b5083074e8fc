import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/translation.json';
import { linkIn, parseMail } from '../../server/test-support/mime';
import { axeInPage } from '../support/axe-in-page';
import { launchChromium } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

/** What people see of the hardening: Georgia in the country list, a refused invisible character, a staff profile. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function watchedPage(width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems, close: () => context.close() };
}

async function fillRegistration(page: Page, email: string, firstName: string) {
  await page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.FIRST_NAME }).fill(firstName);
  await page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.LAST_NAME }).fill('Beridze');
  await page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.EMAIL }).fill(email);
  await page.getByRole('combobox', { name: en.ACCOUNT.FIELDS.COUNTRY }).fill('Geor');
  await page.getByRole('option', { name: 'Georgia' }).click();
  await page.getByRole('radio', { name: en.OPTIONS.RESIDENCE.immigrant }).check();
  await page.getByRole('spinbutton', { name: en.ACCOUNT.FIELDS.AGE }).fill('61');
  await page.getByRole('radio', { name: en.OPTIONS.GENDER.female }).check();
  await page.getByRole('combobox', { name: en.ACCOUNT.FIELDS.EDUCATION }).click();
  await page.getByRole('option', { name: en.OPTIONS.EDUCATION.tertiary, exact: true }).click();
  await page.getByRole('combobox', { name: en.ACCOUNT.FIELDS.EMPLOYED }).click();
  await page.getByRole('option', { name: en.UI.NO, exact: true }).click();
  await page.getByRole('spinbutton', { name: en.ACCOUNT.FIELDS.UNEMPLOYED_MONTHS }).fill('3');
  await page.getByLabel(en.ACCOUNT.FIELDS.PASSWORD, { exact: true }).fill('mountains of the caucasus');
  await page.getByLabel(en.ACCOUNT.FIELDS.CONFIRM_PASSWORD, { exact: true }).fill('mountains of the caucasus');
  await page.getByRole('checkbox').check();
}

describe('given a respondent from Georgia', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('finds Georgia (with its flag) in the country list, registers with it, and sees it in the profile', async () => {
    const { page, problems, close } = await watchedPage();
    const email = `nino.${Date.now()}@example.org`;
    await page.goto(`${server.url}/register`);
    await page.locator('h1').first().waitFor();
    await page.getByRole('combobox', { name: en.ACCOUNT.FIELDS.COUNTRY }).fill('Geor');
    const georgia = page.getByRole('option', { name: 'Georgia' });
    expect(await georgia.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await page.keyboard.press('Escape');

    await fillRegistration(page, email, 'Nino');
    await page.getByRole('button', { name: en.REGISTER.SUBMIT, exact: true }).click();
    await page.getByText(en.REGISTER.ACTIVATION_SENT).waitFor();

    await expect
      .poll(async () => (await fs.readdir(server.outboxDir).catch(() => [] as string[])).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const files = (await fs.readdir(server.outboxDir)).sort();
    const mail = parseMail(await fs.readFile(path.join(server.outboxDir, files.at(-1) ?? ''), 'utf8'));
    await page.goto(linkIn(mail, 'registration-token').link);
    await page.getByText(en['BACKEND-RESPONSES']['Your account is activated, you can log in now']).first().waitFor();

    await page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.EMAIL }).fill(email);
    await page.getByLabel(en.ACCOUNT.FIELDS.PASSWORD, { exact: true }).fill('mountains of the caucasus');
    await page.getByRole('button', { name: en.LOGIN.SUBMIT, exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.locator('dd').allTextContents()).toContain('Georgia');
    expect(await axeInPage(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('is told, under the field, to type a name again without an invisible character', async () => {
    const { page, problems, close } = await watchedPage();
    const mailsBefore = (await fs.readdir(server.outboxDir).catch(() => [] as string[])).length;
    await page.goto(`${server.url}/register`);
    await page.locator('h1').first().waitFor();
    // A zero-width space, as pasting from some documents brings along.
    await fillRegistration(page, `hidden.${Date.now()}@example.org`, 'Ni\u200bno');
    await page.getByRole('button', { name: en.REGISTER.SUBMIT, exact: true }).click();
    await page.getByRole('heading', { name: en.UI.ERROR_SUMMARY_TITLE }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.FIRST_NAME }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await page.getByText(en.VALIDATION.CHARACTERS).count()).toBeGreaterThan(0);
    // Nothing was registered.
    expect((await fs.readdir(server.outboxDir).catch(() => [] as string[])).length).toBe(mailsBefore);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('given a staff account made without profile answers (as the command line makes them)', () => {
  let server: RunningServer;
  const staffEmail = `staff.${Date.now()}@example.org`;
  const staffPassword = 'a long staff password here';
  beforeAll(async () => {
    server = await startServer({ env: { STAFF_EMAIL: staffEmail, STAFF_PASSWORD: staffPassword } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('opens its profile, every unanswered question shown as not given', async () => {
    const { page, problems, close } = await watchedPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.EMAIL }).fill(staffEmail);
    await page.getByLabel(en.ACCOUNT.FIELDS.PASSWORD, { exact: true }).fill(staffPassword);
    await page.getByRole('button', { name: en.LOGIN.SUBMIT, exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/profile`);
    await page.getByText(staffEmail, { exact: true }).waitFor();
    const values = await page.locator('dd').allTextContents();
    // Last name, country, residence, age, gender, education, employment.
    expect(values.filter((v) => v === en.ACCOUNT.NOT_GIVEN)).toHaveLength(7);
    await page.getByRole('button', { name: en.PROFILE.EDIT }).click();
    expect(await page.getByRole('combobox', { name: en.ACCOUNT.FIELDS.COUNTRY }).inputValue()).toBe('');
    expect(await axeInPage(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

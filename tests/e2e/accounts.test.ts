import fs from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cs from '../../locales/cs/translation.json';
import en from '../../locales/en/translation.json';
import { linkIn, parseMail } from '../../server/test-support/mime';
import { countryName } from '../../ui/dropdown/country-names';
import { axeInPage } from '../support/axe-in-page';
import { withRealApp } from '../support/real-app';

type Texts = typeof en;
const locales: Record<string, Texts> = { en, cs: cs as Texts };

/** The text of a translation key in a language, as the page shows it (markup tags removed). */
const translate = (lng: string) => (key: string) => {
  // A BACKEND-RESPONSES key is a sentence that may contain dots: only the first dot separates the namespace.
  const backend = 'BACKEND-RESPONSES.';
  const parts = key.startsWith(backend) ? ['BACKEND-RESPONSES', key.slice(backend.length)] : key.split('.');
  let node: unknown = locales[lng];
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text for ${key} in ${lng}`);
  return node.replace(/<\/?policy>/g, '');
};

const app = withRealApp();

/** Every e-mail to `to` in the outbox, oldest first (file names sort in sending order). */
async function mailsTo(to: string) {
  const files = (await fs.readdir(app.server.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(
    files.map(async (f) => parseMail(await fs.readFile(path.join(app.server.outboxDir, f), 'utf8'))),
  );
  return mails.filter((m) => m.to.includes(to));
}

/** Waits for a new e-mail to `to` and returns its link with `param` (the newest e-mail's). */
async function linkFromNewMail(to: string, before: number, param: 'registration-token' | 'reset-token') {
  await expect.poll(async () => (await mailsTo(to)).length, { timeout: 15_000 }).toBeGreaterThan(before);
  const newest = (await mailsTo(to)).at(-1);
  if (!newest) throw new Error('no e-mail');
  return linkIn(newest, param).link;
}

interface Pass {
  name: string;
  language: 'en' | 'cs';
  width: number;
}

const passes: Pass[] = [
  { name: 'in English on a desktop', language: 'en', width: 1280 },
  { name: 'in Czech on a desktop', language: 'cs', width: 1280 },
  { name: 'in English at phone width (390 px)', language: 'en', width: 390 },
];

describe.each(passes)('an account from registration to deletion, $name', ({ language, width }) => {
  const t = translate(language);
  const email = `eva.${language}.${width}.${Date.now()}@example.org`;
  const firstPassword = 'green apples in autumn';
  const secondPassword = 'blue boats on the lake';
  const thirdPassword = 'quiet evenings by the fire';
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  async function newContext(storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
    const ctx = await app.browser.newContext({ viewport: { width, height: 900 }, storageState });
    await ctx.addInitScript((lng) => window.localStorage.setItem('language', lng), language);
    return ctx;
  }
  async function open(target: Page, address: string) {
    await target.goto(`${app.server.url}${address}`);
    await target.locator('h1').first().waitFor();
  }
  /** The snackbar's card (in a live region, or beside them when the form shows the same message). */
  const snackbar = (text: string) => page.locator('button[data-phase]').filter({ hasText: text }).first();
  const storedToken = (target: Page) =>
    target.evaluate(() => ({ local: localStorage.getItem('token'), session: sessionStorage.getItem('token') }));

  async function logIn(password: string, remember: boolean) {
    await open(page, '/login');
    await page.getByRole('textbox', { name: t('ACCOUNT.FIELDS.EMAIL') }).fill(email);
    await page.getByLabel(t('ACCOUNT.FIELDS.PASSWORD'), { exact: true }).fill(password);
    if (remember) await page.getByRole('checkbox', { name: t('LOGIN.REMEMBER_ME') }).check();
    await page.getByRole('button', { name: t('LOGIN.SUBMIT'), exact: true }).click();
    await page.waitForURL(`${app.server.url}/`);
    await snackbar(t('SNACKBAR.LOGIN')).waitFor();
  }

  async function logOut() {
    if (width < 820) {
      await page.getByRole('button', { name: t('NAV.OPEN_MENU') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('NAV.LOGOUT') })
        .click();
    } else {
      await page.getByRole('button', { name: /Nováková/ }).click();
      await page.getByRole('menuitem', { name: t('NAV.LOGOUT') }).click();
    }
    await snackbar(t('SNACKBAR.LOGOUT')).waitFor();
    expect(page.url()).toBe(`${app.server.url}/`);
    expect(await storedToken(page)).toEqual({ local: null, session: null });
  }

  /** Opens /profile: the guard lets a logged-in user in and asks everybody else to log in. */
  async function isLoggedIn(target: Page) {
    await open(target, '/profile');
    const heading = await target.locator('h1').first().textContent();
    expect([t('PAGES.PROFILE'), t('SIGN_IN_NEEDED.TITLE')]).toContain(heading);
    return heading === t('PAGES.PROFILE');
  }

  async function choose(combobox: string, option: string) {
    await page.getByRole('combobox', { name: combobox }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('Missing translation key')) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('registers with every field, after seeing the errors of an empty form', async () => {
    await open(page, '/register');
    expect(await axeInPage(page)).toEqual([]);
    await page.getByRole('button', { name: t('REGISTER.SUBMIT'), exact: true }).click();
    await page.getByRole('heading', { name: t('UI.ERROR_SUMMARY_TITLE') }).waitFor();
    expect(await axeInPage(page)).toEqual([]);

    await page.getByRole('textbox', { name: t('ACCOUNT.FIELDS.FIRST_NAME') }).fill('Eva');
    await page.getByRole('textbox', { name: t('ACCOUNT.FIELDS.LAST_NAME') }).fill('Nováková');
    await page.getByRole('textbox', { name: t('ACCOUNT.FIELDS.EMAIL') }).fill(email);
    await page.getByRole('combobox', { name: t('ACCOUNT.FIELDS.COUNTRY') }).fill(countryName('CZ', language).slice(0, 4));
    await page.getByRole('option', { name: countryName('CZ', language) }).click();
    await page.getByRole('radio', { name: t('OPTIONS.RESIDENCE.citizen') }).check();
    await page.getByRole('spinbutton', { name: t('ACCOUNT.FIELDS.AGE') }).fill('58');
    await page.getByRole('radio', { name: t('OPTIONS.GENDER.female') }).check();
    await choose(t('ACCOUNT.FIELDS.EDUCATION'), t('OPTIONS.EDUCATION.tertiary'));
    await choose(t('ACCOUNT.FIELDS.EMPLOYED'), t('UI.YES'));
    await choose(t('ACCOUNT.FIELDS.JOB_FIELD'), t('OPTIONS.JOB_SECTOR.banking'));
    await page.keyboard.press('Escape');
    await page.getByLabel(t('ACCOUNT.FIELDS.PASSWORD'), { exact: true }).fill(firstPassword);
    await page.getByLabel(t('ACCOUNT.FIELDS.CONFIRM_PASSWORD'), { exact: true }).fill(firstPassword);
    await page.getByRole('checkbox').check();
    // Enter in a text field submits the form.
    await page.getByRole('textbox', { name: t('ACCOUNT.FIELDS.FIRST_NAME') }).press('Enter');

    await page.getByText(t('REGISTER.ACTIVATION_SENT')).waitFor();
    await snackbar(t('SNACKBAR.ACTIVATION_SENT')).waitFor();
    expect(await axeInPage(page)).toEqual([]);
  });

  it('activates the account from the link in the e-mail', async () => {
    const link = await linkFromNewMail(email, 0, 'registration-token');
    await page.goto(link);
    await snackbar(t('BACKEND-RESPONSES.Your account is activated, you can log in now')).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('logs in without remember-me: a reload keeps the session, a new browser context does not', async () => {
    await logIn(firstPassword, false);
    expect(await storedToken(page)).toMatchObject({ local: null, session: expect.any(String) });
    await page.reload();
    expect(await isLoggedIn(page)).toBe(true);

    const reopened = await newContext(await context.storageState());
    const other = await reopened.newPage();
    expect(await isLoggedIn(other)).toBe(false);
    await reopened.close();
    await logOut();
  });

  it('logs in with remember-me: a reload and a new browser context keep the session', async () => {
    await logIn(firstPassword, true);
    expect(await storedToken(page)).toMatchObject({ local: expect.any(String), session: null });
    await page.reload();
    expect(await isLoggedIn(page)).toBe(true);

    const reopened = await newContext(await context.storageState());
    const other = await reopened.newPage();
    expect(await isLoggedIn(other)).toBe(true);
    await reopened.close();
  });

  it('edits the profile: saved, shown, and the token kept where it was', async () => {
    const before = await storedToken(page);
    expect(await isLoggedIn(page)).toBe(true);
    await page.getByText(email, { exact: true }).waitFor();
    expect(await axeInPage(page)).toEqual([]);
    await page.getByRole('button', { name: t('PROFILE.EDIT') }).click();
    await page.getByRole('textbox', { name: t('ACCOUNT.FIELDS.FIRST_NAME') }).fill('Evelína');
    await choose(t('ACCOUNT.FIELDS.EMPLOYED'), t('UI.NO'));
    await page.getByRole('spinbutton', { name: t('ACCOUNT.FIELDS.UNEMPLOYED_MONTHS') }).fill('14');
    expect(await axeInPage(page)).toEqual([]);
    await page.getByRole('button', { name: t('PROFILE.SAVE') }).click();

    await snackbar(t('SETTINGS.PROFILE_UPDATED')).waitFor();
    await page.getByRole('button', { name: t('PROFILE.EDIT') }).waitFor();
    await expect.poll(() => page.locator('dd').allTextContents()).toContain('Evelína');
    expect(await page.locator('dd').allTextContents()).toContain('14');
    expect(await storedToken(page)).toEqual(before);
    await page.reload();
    await expect.poll(() => page.locator('dd').allTextContents()).toContain('Evelína');
  });

  it('changes the password: the new token replaces the old one in the same storage', async () => {
    const before = await storedToken(page);
    await open(page, '/settings');
    await page.getByLabel(t('SETTINGS.OLD_PASSWORD'), { exact: true }).fill(firstPassword);
    await page.getByLabel(t('SETTINGS.NEW_PASSWORD'), { exact: true }).fill(secondPassword);
    await page.getByLabel(t('SETTINGS.CONFIRM_NEW_PASSWORD'), { exact: true }).fill(secondPassword);
    await page.getByRole('button', { name: t('SETTINGS.SAVE_PASSWORD'), exact: true }).click();

    await snackbar(t('SETTINGS.PASSWORD_CHANGED')).waitFor();
    expect(await page.getByLabel(t('SETTINGS.OLD_PASSWORD'), { exact: true }).inputValue()).toBe('');
    const after = await storedToken(page);
    expect(after.session).toBeNull();
    expect(after.local).toEqual(expect.any(String));
    expect(after.local).not.toBe(before.local);
    await page.reload();
    expect(await isLoggedIn(page)).toBe(true);
  });

  it('logs out from the navbar', async () => {
    await logOut();
    expect(await isLoggedIn(page)).toBe(false);
  });

  it('resets a forgotten password from the e-mailed link and logs in with it', async () => {
    const sentBefore = (await mailsTo(email)).length;
    await open(page, '/login');
    await page.getByRole('button', { name: t('LOGIN.FORGOT_PASSWORD') }).click();
    const forgot = page.getByRole('dialog', { name: t('FORGOT_PASSWORD.TITLE') });
    await forgot.getByRole('textbox', { name: t('ACCOUNT.FIELDS.EMAIL') }).fill(email);
    await forgot.getByRole('button', { name: t('FORGOT_PASSWORD.SEND') }).click();
    const sent = t('BACKEND-RESPONSES.If an account with this e-mail exists, we have sent it a link to set a new password');
    await forgot.getByText(sent).waitFor();
    expect(await axeInPage(page)).toEqual([]);

    const link = await linkFromNewMail(email, sentBefore, 'reset-token');
    await page.goto(link);
    const reset = page.getByRole('dialog', { name: t('RESET_PASSWORD.TITLE') });
    await reset.getByLabel(t('RESET_PASSWORD.PASSWORD'), { exact: true }).fill(thirdPassword);
    await reset.getByLabel(t('ACCOUNT.FIELDS.CONFIRM_PASSWORD'), { exact: true }).fill(thirdPassword);
    await reset.getByRole('button', { name: t('RESET_PASSWORD.SAVE') }).click();
    await snackbar(t('BACKEND-RESPONSES.Your new password is saved, you can log in now')).waitFor();
    await reset.waitFor({ state: 'detached' });

    await logIn(thirdPassword, false);
  });

  it('deletes the account with the password; the old login is refused afterwards', async () => {
    expect(await isLoggedIn(page)).toBe(true);
    await page.getByRole('button', { name: t('PROFILE.DELETE') }).click();
    const dialog = page.getByRole('dialog', { name: t('PROFILE.DELETE_TITLE') });
    await dialog.getByLabel(t('CONFIRM_MODAL.PASSWORD'), { exact: true }).fill(thirdPassword);
    await dialog.getByRole('button', { name: t('PROFILE.DELETE_CONFIRM') }).click();

    await snackbar(t('SETTINGS.DELETED')).waitFor();
    expect(page.url()).toBe(`${app.server.url}/`);
    expect(await storedToken(page)).toEqual({ local: null, session: null });

    await open(page, '/login');
    await page.getByRole('textbox', { name: t('ACCOUNT.FIELDS.EMAIL') }).fill(email);
    await page.getByLabel(t('ACCOUNT.FIELDS.PASSWORD'), { exact: true }).fill(thirdPassword);
    await page.getByRole('button', { name: t('LOGIN.SUBMIT'), exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('BACKEND-RESPONSES.Invalid credentials') })
      .first()
      .waitFor();
    expect(await axeInPage(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

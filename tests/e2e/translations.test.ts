import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/translation.json';
import { readBack, translateUnits } from '../../server/services/translations/test-support/cat-tool';
import { axeInPage } from '../support/axe-in-page';
import { launchChromium } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const staffEmail = 'translation.staff@example.org';
const staffPassword = 'rivers run to the sea';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { STAFF_EMAIL: staffEmail, STAFF_PASSWORD: staffPassword } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const words = en.TRANSLATIONS;
/** expect.poll waits one second by default: too little for a busy CI machine. */
const patience = { timeout: 20_000 };

/** The questions of a topic's questionnaire as the API gives them in Hungarian. */
async function hungarianQuestions(token: string, topic: number): Promise<Array<{ id: number; text: string }>> {
  const res = await fetch(`${server.url}/api/survey/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'hu', authorization: `Token ${token}` },
    body: JSON.stringify({ topic }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).questions;
}

/** With TRANSLATION_SCREENSHOTS=1 the journey also takes docs/translations.md's pictures (at most 900 px tall). */
async function picture(page: Page, name: string, selector: string) {
  if (!process.env.TRANSLATION_SCREENSHOTS) return;
  const box = (await page.locator(selector).boundingBox())!;
  // The box is in the window's coordinates; a full-page clip is in the page's.
  const scrolled = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  await page.screenshot({
    path: path.resolve(import.meta.dirname, '../../docs/images', `${name}.png`),
    fullPage: true,
    clip: { x: box.x + scrolled.x, y: box.y + scrolled.y, width: box.width, height: Math.min(box.height, 900) },
  });
}

/** Nothing runs past the window's right edge. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a translator’s file through the Translations page', () => {
  let page: Page;
  /** What the first journey imported: the three questions' Hungarian texts before, and the session's token. */
  let imported: { token: string; topic: number; before: Array<{ id: number; text: string }>; after: string[] };

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.EMAIL }).fill(staffEmail);
    await page.getByLabel(en.ACCOUNT.FIELDS.PASSWORD, { exact: true }).fill(staffPassword);
    await page.getByRole('button', { name: en.LOGIN.SUBMIT, exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    // axe must not meet the login's message while it fades out (half transparent, so low contrast).
    const loggedIn = page.locator('button[data-phase]', { hasText: en.SNACKBAR.LOGIN });
    await loggedIn.waitFor();
    await loggedIn.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('exports Hungarian XLIFF, previews three edited units, applies them on confirmation', { timeout: 120_000 }, async () => {
    await page.getByRole('button', { name: /^Staff/ }).click();
    await page.getByRole('menuitem', { name: en.PAGES.TRANSLATIONS }).click();
    await page.getByRole('heading', { level: 1, name: en.PAGES.TRANSLATIONS }).waitFor();
    // A settled page for axe: the menu gone (not fading out), the reviewer's counts loaded.
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.getByRole('table', { name: words.COUNTS_CAPTION }).waitFor();
    expect(await axeInPage(page)).toEqual([]);

    await page.getByRole('combobox', { name: words.LANGUAGE }).selectOption('hu');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.DOWNLOAD }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('questionnaire-hu.xlf');
    await picture(page, 'translations-export', 'section[aria-labelledby="page-title"]');
    const exported = await fs.readFile((await download.path())!, 'utf8');

    // Three questions of the first topic, edited in the file as a CAT tool would.
    // Signed in without "remember me": the session's token is in session storage.
    const token = (await page.evaluate(() => window.sessionStorage.getItem('token') ?? window.localStorage.getItem('token')))!;
    expect(token).toBeTruthy();
    const topics = await (
      await fetch(`${server.url}/api/survey/topic/list`, { headers: { authorization: `Token ${token}` } })
    ).json();
    const before = (await hungarianQuestions(token, topics[0].id)).slice(0, 3);
    expect(before).toHaveLength(3);
    const units = readBack(exported).xliff.file.unit.map((u: { '@_id': string }) => u['@_id']);
    const edits = Object.fromEntries(before.map((q, n) => [`question.${q.id}.text`, `Javított kérdés ${n + 1}: ${q.text}`]));
    for (const id of Object.keys(edits)) expect(units).toContain(id);
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'cat-tool-')), 'questionnaire-hu.xlf');
    await fs.writeFile(file, translateUnits(exported, edits));

    await page.getByLabel(words.FILE).setInputFiles(file);
    await page.getByRole('button', { name: words.CHECK }).click();
    const status = page.getByTestId('translation-status');
    await expect.poll(() => status.textContent(), patience).toMatch(/^Changed: 3\. Unchanged: \d+\. Refused: 0\.$/);
    const changes = page.getByRole('table', { name: words.CHANGED_CAPTION });
    expect(await changes.locator('tbody tr').count()).toBe(3);
    await picture(page, 'translations-preview', 'section[aria-labelledby="translations-import"]');
    for (const text of Object.values(edits)) await changes.getByRole('cell', { name: text, exact: true }).waitFor();
    expect(await axeInPage(page)).toEqual([]);

    // On a phone with the text twice as large, the preview still fits the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    expect(await sideways(page)).toBe(0);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Nothing changed before the confirmation.
    expect((await hungarianQuestions(token, topics[0].id)).slice(0, 3)).toEqual(before);
    await page.getByRole('button', { name: words.APPLY }).click();
    await expect.poll(() => status.textContent(), patience).toBe(words.APPLIED.replace('{{count}}', '3'));
    expect(await axeInPage(page)).toEqual([]);

    await page.getByRole('combobox', { name: words.REVIEW_SOURCE }).selectOption('de');
    await picture(page, 'translations-review', 'section[aria-labelledby="translations-review"]');

    const after = await hungarianQuestions(token, topics[0].id);
    expect(after.slice(0, 3).map((q) => q.text)).toEqual(Object.values(edits));
    imported = { token, topic: topics[0].id, before, after: Object.values(edits) };
  });

  it('opens a text’s history in the reviewer view and puts the earlier version back; the survey shows it', async () => {
    const texts = page.getByRole('table', { name: /beside HUN – Magyar$/ });
    const row = texts.getByRole('row').filter({ hasText: imported.after[0] });
    // The reviewer's view reloads after the import: the imported text shows there, with its history.
    await row.waitFor({ timeout: 120_000 });
    await row.getByRole('button', { name: new RegExp(`^${words.HISTORY} ?: `) }).click();
    const dialog = page.getByRole('dialog', { name: words.HISTORY_TITLE });
    const latest = dialog.getByTestId('text-change').first();
    await expect.poll(() => latest.getByRole('paragraph').textContent(), patience).toContain(` · ${words.SOURCE_IMPORT} · `);
    await latest.getByText(imported.before[0]!.text, { exact: true }).waitFor();
    await picture(page, 'translations-history', '[role="dialog"]');
    expect(await axeInPage(page)).toEqual([]);

    await latest.getByRole('button', { name: words.PUT_BACK }).click();
    await expect.poll(() => dialog.getByTestId('history-status').textContent(), patience).toBe(words.PUT_BACK_DONE);
    await expect.poll(() => latest.getByRole('paragraph').textContent(), patience).toContain(` · ${words.SOURCE_REVERT} · `);
    expect(await axeInPage(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await texts.getByRole('row').filter({ hasText: imported.before[0]!.text }).first().waitFor();

    const survey = await hungarianQuestions(imported.token, imported.topic);
    expect(survey.slice(0, 3).map((q) => q.text)).toEqual([imported.before[0]!.text, ...imported.after.slice(1)]);
  });

  it('undoes the whole import in one step from "Recent imports"; the text put back since keeps its wording', async () => {
    const imports = page.getByRole('table', { name: words.IMPORTS_TITLE });
    const latest = imports.getByRole('row').nth(1);
    await latest.getByRole('cell', { name: '3', exact: true }).waitFor();
    expect(await axeInPage(page)).toEqual([]);

    await latest.getByRole('button', { name: new RegExp(`^${words.UNDO_IMPORT}`) }).click();
    const status = page.getByTestId('imports-status');
    await expect.poll(() => status.textContent(), patience).toBe(words.UNDONE.replace('{{count}}', '2'));
    // The first text was put back from its history after the import: it is named, and keeps that wording.
    const kept = page.getByTestId('undo-kept').getByRole('listitem');
    expect(await kept.count()).toBe(1);
    expect(await kept.textContent()).toMatch(/^Topic “.+” › sub-topic “.+” › question \d+ › question text$/);
    await expect.poll(() => latest.textContent(), patience).toContain(`by ${staffEmail}`);
    expect(await latest.getByRole('button').count()).toBe(0);
    expect(await axeInPage(page)).toEqual([]);

    const survey = await hungarianQuestions(imported.token, imported.topic);
    expect(survey.slice(0, 3)).toEqual(imported.before);
  });
});

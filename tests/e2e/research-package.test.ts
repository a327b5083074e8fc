import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTopic } from '../../contract/api/staff';
import en from '../../locales/en/translation.json';
import { packageFiles, parseResearchCsv, unzip } from '../../server/test-support/research-package';
import { axeInPage } from '../support/axe-in-page';
import { launchChromium } from '../support/browser';
import { loggedInContext, tokenFor } from '../support/e2e-accounts';
import { type RunningServer, startServer } from '../support/server';
import { api, completeTopic, registeredUser } from '../support/survey-journey';

const staff = { email: 'package.staff@example.org', password: 'a quiet harbour at noon' };
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the research package from /export', () => {
  it('downloads every topic of a tool for sharing, with the k chosen, on a phone with large text; the count is the rows', async () => {
    // Two respondents aged 58 in CZ: one completes two topics of the general tool, the other one.
    const list = await api<StaffTopic[]>(server, await tokenFor(server, staff), '/api/survey/topic/list');
    const [first, second] = list.data.filter((topic) => !topic.wlb);
    const one = await registeredUser(server, `package.one.${Date.now()}@example.org`);
    const two = await registeredUser(server, `package.two.${Date.now()}@example.org`);
    await completeTopic(server, one, first!.id);
    await completeTopic(server, one, second!.id);
    await completeTopic(server, two, first!.id, 'last');

    const context = await loggedInContext(browser, server, staff, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${server.url}/export`);
    await page.getByRole('heading', { name: en.PAGES.EXPORT }).waitFor();
    // Large text: the root font at 200 %, as a browser's text size setting enlarges it.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });

    await page.getByRole('combobox', { name: en.STAFF.EXPORT_LANGUAGE }).selectOption('cs');
    await page.getByRole('checkbox', { name: en.STAFF.ALL_TOPICS }).check();
    await page.getByRole('combobox', { name: en.STAFF.TOOL }).selectOption('general');
    await page.getByRole('combobox', { name: en.STAFF.COUNTRY }).selectOption('CZ');
    const countText = en.STAFF.COUNT.replace('{{count}}', '3');
    await expect.poll(() => page.getByTestId('export-count').textContent(), { timeout: 15_000 }).toBe(countText);
    await page.getByRole('checkbox', { name: en.STAFF.COARSEN }).check();
    await page.getByRole('spinbutton', { name: en.STAFF.SHARING_K }).fill('2');

    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBe(0);
    expect(await axeInPage(page)).toEqual([]);

    // Keyboard: the download button is reached and pressed from the sharing options.
    await page.getByRole('checkbox', { name: en.STAFF.SHARING_FREE_TEXT }).focus();
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: en.STAFF.DOWNLOAD_PACKAGE });
    expect(await button.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^research-package-(general|wlb)-all-topics-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await unzip(await fs.readFile((await download.path())!));
    expect([...files.keys()].sort()).toEqual(packageFiles.filter((name) => !name.startsWith('unfinished')).sort());

    const table = (name: string) => {
      const [header, ...rows] = parseResearchCsv(files.get(name)!.toString('utf8'));
      return rows.map((row) => Object.fromEntries(header!.map((column, i) => [column, row[i]])));
    };
    // The count on the page is the rows of responses.csv: both topics, both respondents (with fresh ids).
    const responses = table('responses.csv');
    expect(`${responses.length}`).toBe(countText.match(/\d+$/)![0]);
    expect(new Set(responses.map((r) => r.respondent)).size).toBe(2);
    expect(responses.every((r) => /^s[0-9a-f]{12}$/.test(r.attempt!))).toBe(true);

    // Shared with k = 2: the three rows (two people aged 58 in CZ, the same month) share their profile; k counts people.
    expect(responses.map((r) => [r.suppressed, r.age, r.country])).toEqual([
      ['0', '58', 'CZ'],
      ['0', '58', 'CZ'],
      ['0', '58', 'CZ'],
    ]);
    expect(responses.every((r) => /^\d{4}-\d{2}$/.test(r.completed!))).toBe(true);
    expect(files.get('README.txt')!.toString('utf8')).toMatch(/k asked: 2 .*\nk reached: 2/);
    // Never a name or an e-mail.
    const everything = [...files.values()].map((b) => b.toString('utf8')).join('\n');
    expect(everything).not.toContain('Nováková');
    expect(everything).not.toContain('@example.org');
    await context.close();
  });
});

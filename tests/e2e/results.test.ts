import fs from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttemptResult } from '../../contract/api/survey';
import type { MyData } from '../../contract/api/my-data';
import en from '../../locales/en/translation.json';
import { registration } from '../../server/test-support/accounts';
import { linkIn, parseMail } from '../../server/test-support/mime';
import { axeInPage } from '../support/axe-in-page';
import { greyPage, inkIn, pdfPageTexts, pdfWords, writePdf } from '../support/pdf';
import { withRealApp } from '../support/real-app';
import { completeTopic } from '../support/survey-journey';

const app = withRealApp();

/** One JSON call to the running server from Node, as the browser client makes it. */
async function api<T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${app.server.url}${url}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Registers, activates through the e-mailed link and logs in, all through the API. */
async function activeUser() {
  const form = registration({ email: `rita.${Date.now()}@example.org`, firstName: 'Rita', lastName: 'Results' });
  await api('POST', '/api/user/register', undefined, form);
  let link = '';
  for (let tries = 0; tries < 150 && !link; tries++) {
    const files = (await fs.readdir(app.server.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    for (const f of files) {
      const mail = parseMail(await fs.readFile(path.join(app.server.outboxDir, f), 'utf8'));
      if (mail.to.includes(form.email)) link = linkIn(mail, 'registration-token').token;
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error('no activation e-mail');
  await api('POST', '/api/user/register/validate', undefined, { token: link });
  const { token } = await api<{ token: string }>('POST', '/api/user/token', undefined, {
    email: form.email,
    password: form.password,
    rememberme: true,
  });
  return { token, email: form.email };
}

const takeTopic = (token: string, topic: number, pick: 'first' | 'last') => completeTopic(app.server, token, topic, pick);

describe('given a user who took a topic twice with different answers', () => {
  let token: string;
  let email: string;
  let first: string;
  let second: string;
  let results: AttemptResult[];
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  async function newPage(width: number) {
    context = await app.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
    await context.addInitScript((tok) => {
      window.localStorage.setItem('language', 'en');
      window.localStorage.setItem('token', tok);
    }, token);
    page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('Missing translation key')) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    return page;
  }
  const open = async (address: string) => {
    await page.goto(`${app.server.url}${address}`);
    await page.locator('h1').first().waitFor();
  };
  const rows = () => page.getByRole('article');

  beforeAll(async () => {
    ({ token, email } = await activeUser());
    const { topics } = await api<{ topics: { id: number }[] }>('GET', '/api/survey/topics', token);
    first = await takeTopic(token, topics[0]!.id, 'first');
    second = await takeTopic(token, topics[0]!.id, 'last');
    results = await api<AttemptResult[]>('GET', `/api/survey/attempt/${second}`, token);
    expect(results.map((r) => r.id)).toEqual([second, first]);
    // The two attempts differ somewhere, so the second series is really another one.
    expect(results[0]!.results.map((r) => r.actual_points)).not.toEqual(results[1]!.results.map((r) => r.actual_points));
  });

  it('shows the result with its levels, both series when toggled, and passes axe in both themes', async () => {
    await newPage(1280);
    await open(`/result?id=${second}`);
    const [latest, previous] = results;
    await page.getByRole('heading', { level: 1, name: latest!.topic.name }).waitFor();
    await expect.poll(() => rows().count()).toBe(latest!.results.length);
    for (const [index, r] of latest!.results.entries()) {
      const row = rows().nth(index);
      expect(await row.getByRole('heading').textContent()).toContain(r.sub_topic.name);
      await row.getByText(`Level ${r.level} of ${r.levels}`).first().waitFor();
      await row.getByText(r.rating.title, { exact: true }).first().waitFor();
    }
    expect(await page.getByText(en.RESULT.PREVIOUS, { exact: true }).count()).toBe(0);
    expect(await axeInPage(page)).toEqual([]);

    await page.getByRole('checkbox', { name: /Show my previous result/ }).check();
    // The chart's legend and every row that the earlier attempt also scored now show the previous values.
    await page.locator('figure li').getByText(en.RESULT.PREVIOUS, { exact: true }).waitFor();
    for (const [index, r] of latest!.results.entries()) {
      const before = previous!.results.find((p) => p.sub_topic.id === r.sub_topic.id);
      if (!before) continue;
      const row = rows().nth(index);
      await row.getByText(en.RESULT.PREVIOUS, { exact: true }).waitFor();
      await row.getByText(`Level ${before.level} of ${before.levels}`).first().waitFor();
    }
    // The radar now draws the previous attempt as a second, dashed line.
    expect(await page.locator('figure svg[role="img"]:visible path[stroke-dasharray]').count()).toBe(1);
    expect(await axeInPage(page)).toEqual([]);

    await page.getByRole('checkbox', { name: /Show my previous result/ }).uncheck();
    expect(await page.locator('figure svg[role="img"]:visible path[stroke-dasharray]').count()).toBe(0);
    expect(await rows().first().getByText(en.RESULT.PREVIOUS, { exact: true }).count()).toBe(0);

    await open(`/wlb/result?id=${second}`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('wlb');
    await page.getByRole('checkbox', { name: /Show my previous result/ }).check();
    expect(await axeInPage(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists both attempts in history, newest first, with links to their results', async () => {
    await newPage(1280);
    await open('/history');
    await page.getByRole('heading', { level: 1, name: en.HISTORY.TITLE }).waitFor();
    await page.getByRole('heading', { name: en.HISTORY.LATEST_HEADING }).waitFor();
    const list = page.getByRole('list', { name: /newest first/ });
    const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual([`/result?id=${second}`, `/result?id=${first}`]);
    await page.getByRole('heading', { name: en.HISTORY.TREND_HEADING }).waitFor();
    expect(await axeInPage(page)).toEqual([]);
    await list.getByRole('link').nth(1).click();
    await page.waitForURL(`**/result?id=${first}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The first attempt has no earlier one: no toggle.
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await context.close();
  });

  it('prints on paper (default settings, no backgrounds): levels told apart, no controls, every row whole, each page named', async () => {
    await newPage(1280);
    await open(`/result?id=${second}`);
    const [latest, previous] = results;
    await expect.poll(() => rows().count()).toBe(latest!.results.length);
    await page.getByRole('checkbox', { name: /Show my previous result/ }).check();
    const file = await writePdf(await page.pdf());
    const pages = (await pdfPageTexts(file)).map((text) => text.replace(/\s+/g, ' '));
    const all = pages.join(' ');

    for (const control of [
      en.RESULT_PAGE.PRINT,
      en.RESULT_PAGE.FILL_AGAIN,
      en.RESULT_PAGE.HISTORY_LINK,
      'Show my previous result',
      en.RESULT['CHART-TABLE-SHOW'],
      en.APP.SKIP_TO_CONTENT,
    ]) {
      expect(all).not.toContain(control);
    }
    // The numbers table is printed open, with both attempts' columns.
    expect(all).toContain(en.RESULT['CHART-TABLE-CAPTION']);
    for (const text of pages) {
      expect(text).toContain(`${en.APP.PROJECT_NAME} – ${en.NAV.TO_GENERAL}`);
      expect(text).toContain(latest!.topic.name);
      expect(text).toContain('Completed on');
      // British English dates, 24-hour clock: "12 March 2025 at 14:05", never "March 12, 2025 at 2:05 PM".
      expect(text).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2}/);
      expect(text).not.toMatch(/\d:\d{2}\s?[AP]M/);
    }
    // A card never splits: its heading and the end of its advice are on the same sheet.
    for (const [index, r] of latest!.results.entries()) {
      const heading = `${index + 1}. ${r.sub_topic.name}`;
      const sheet = pages.find((text) => text.includes(heading));
      expect(sheet, heading).toBeDefined();
      expect(sheet).toContain(r.rating.title);
      expect(sheet).toContain(r.rating.description.replace(/\s+/g, ' ').split(' ').slice(-4).join(' '));
    }

    // The marks left of every "Level N of M": more ink for a higher level, the same ink for the same level.
    const words = await pdfWords(file);
    const inkByLevel = new Map<number, number[]>();
    for (const [index, word] of words.entries()) {
      const level = Number(words[index + 1]?.text);
      if (word.text !== 'Level' || words[index + 2]?.text !== 'of' || !Number.isInteger(level)) continue;
      const image = await greyPage(file, word.page);
      const ink = inkIn(image, { x: word.xMin - 60, y: word.yMin - 4, width: 57, height: word.yMax - word.yMin + 8 });
      inkByLevel.set(level, [...(inkByLevel.get(level) ?? []), ink]);
    }
    const printedLevels = [...inkByLevel.keys()].sort();
    const expectedLevels = new Set([...latest!.results, ...previous!.results].map((r) => r.level));
    expect(printedLevels).toEqual([...expectedLevels].sort());
    expect(printedLevels.length).toBeGreaterThan(1);
    const means = printedLevels.map((level) => {
      const inks = inkByLevel.get(level)!;
      const mean = inks.reduce((a, b) => a + b, 0) / inks.length;
      for (const ink of inks) expect(Math.abs(ink - mean)).toBeLessThan(mean * 0.1);
      return mean;
    });
    for (let i = 1; i < means.length; i++) expect(means[i]!).toBeGreaterThan(means[i - 1]! * 1.15);
    await context.close();
  });

  it('downloads my data with the profile and both attempts with answers and results', async () => {
    await newPage(1280);
    await open('/profile');
    await page.getByRole('button', { name: en.MY_DATA.DOWNLOAD }).waitFor();
    expect(await axeInPage(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en.MY_DATA.DOWNLOAD }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(await fs.readFile(file, 'utf8')) as MyData;
    expect(data.profile.email).toBe(email);
    expect(data.attempts.map((a) => a.id).sort()).toEqual([first, second].sort());
    const latest = data.attempts.find((a) => a.id === second)!;
    expect(latest.status).toBe('completed');
    expect(latest.answers.length).toBeGreaterThan(0);
    expect(latest.answers.every((a) => a.question.length > 0)).toBe(true);
    expect(latest.results.map((r) => r.level)).toEqual(results[0]!.results.map((r) => r.level));
    await page.getByText(en.MY_DATA.DOWNLOADED).first().waitFor();
    await context.close();
  });

  it('fits a 390 px phone: no sideways scrolling, rows and toggle usable, axe clean', async () => {
    await newPage(390);
    await open(`/result?id=${second}`);
    await expect.poll(() => rows().count()).toBe(results[0]!.results.length);
    await page.getByRole('checkbox', { name: /Show my previous result/ }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeInPage(page)).toEqual([]);
    await open('/history');
    await page.getByRole('heading', { name: en.HISTORY.LATEST_HEADING }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeInPage(page)).toEqual([]);
    await context.close();
  });

  it('says clearly when a result cannot be shown, with a way back', async () => {
    await newPage(1280);
    await open('/result?id=ZZZZZZZZZZZZZZZZZZZZZZ');
    await page.getByRole('heading', { level: 1, name: en.RESULT_PAGE.UNAVAILABLE_TITLE }).waitFor();
    await page.getByText(en['BACKEND-RESPONSES']['This survey attempt is invalid']).waitFor();
    await page.getByRole('link', { name: en.RESULT_PAGE.HISTORY_LINK }).waitFor();
    expect(await axeInPage(page)).toEqual([]);
    await context.close();
  });
});

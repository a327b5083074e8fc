import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../locales/de/translation.json';
import en from '../../locales/en/translation.json';
import { languages } from '../../contract/languages';
import { linkIn, parseMail } from '../../server/test-support/mime';
import { parseSemicolonCsv } from '../../server/test-support/research-package';
import { axeInPage } from '../support/axe-in-page';
import { launchChromium } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const staffEmail = 'research.staff@example.org';
const staffPassword = 'lighthouse keeper at dawn';
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

async function api(pathname: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${server.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Token ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A respondent registered, activated through the e-mailed link and logged in through the API. */
async function respondent() {
  const email = `respondent.${Date.now()}@example.org`;
  const password = 'tall trees near water';
  const registered = await api('/api/user/register', {
    method: 'POST',
    body: {
      firstName: 'Jiří',
      lastName: 'Černý',
      email,
      location: 'CZ',
      residence: 'citizen',
      education: 'tertiary',
      gender: 'male',
      age: 61,
      employment: false,
      unemployedMonths: 7,
      password,
      confirmPwd: password,
      gdpr: true,
    },
  });
  expect(registered.status).toBe(201);
  let mail: ReturnType<typeof parseMail> | undefined;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(server.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
        for (const file of files) {
          const parsed = parseMail(await fs.readFile(path.join(server.outboxDir, file), 'utf8'));
          if (parsed.to.includes(email)) mail = parsed;
        }
        return mail !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const { token: activation } = linkIn(mail!, 'registration-token');
  expect((await api('/api/user/register/validate', { method: 'POST', body: { token: activation } })).status).toBe(200);
  const login = await api('/api/user/token', { method: 'POST', body: { email, password, rememberme: false } });
  return login.body.token as string;
}

/** An answer to every question of a survey: the first option, the last grade, the items as shown, a text. */
// biome-ignore lint/suspicious/noExplicitAny: the wire format of a question, answered by type
function firstAnswers(questions: any[], text: string) {
  return questions.map((q) => {
    switch (q.type) {
      case 'OCA':
        return { id: q.id, answered: q.oca_options[0].id };
      case 'MCA':
        return { id: q.id, answered: [q.mca_options[0].id] };
      case 'TXT':
        return { id: q.id, answered: text, pasted: false };
      case 'DND':
        return { id: q.id, answered: q.dnd_options.map((o: { id: number }) => o.id) };
      case 'SCL':
        return { id: q.id, answered: q.scl_options.at(-1).id };
      default:
        return {
          id: q.id,
          answered: Object.fromEntries(q.asg_questions.map((r: { id: number }) => [String(r.id), q.asg_options[0].id])),
        };
    }
  });
}

/** axe in the page's own theme and in the other one (staff pages follow the general theme). */
async function axeBothThemes(page: Page) {
  const own = await page.evaluate(() => document.documentElement.dataset.theme ?? '');
  const first = await axeInPage(page);
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'wlb';
  });
  const second = await axeInPage(page);
  await page.evaluate((theme) => {
    document.documentElement.dataset.theme = theme;
  }, own);
  return [...first, ...second];
}

async function open(page: Page, address: string) {
  await page.goto(`${server.url}${address}`);
  await page.locator('h1').first().waitFor();
}

describe('staff tools from the editor to the exported file', () => {
  let page: Page;
  const subTopicName = 'Týmová práce – ř ž';
  const questionEn = 'I enjoy solving problems together with colleagues';
  const txtAnswer = '=HYPERLINK("x"); Příliš žluťoučký kůň úpěl ďábelské ódy; Здравейте';

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    page = await context.newPage();
    await open(page, '/login');
    await page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.EMAIL }).fill(staffEmail);
    await page.getByLabel(en.ACCOUNT.FIELDS.PASSWORD, { exact: true }).fill(staffPassword);
    await page.getByRole('button', { name: en.LOGIN.SUBMIT, exact: true }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('creates a sub-topic and an SCL question in 10 languages, a respondent answers it, the export has the row', async () => {
    // The user menu offers the staff pages to staff.
    await page.getByRole('button', { name: /^Staff/ }).click();
    await page.getByRole('menuitem', { name: en.PAGES.EXPORT }).waitFor();
    await page.getByRole('menuitem', { name: en.PAGES.PADMIN }).click();
    await page.waitForURL(`${server.url}/padmin`);
    const topicSelect = page.getByRole('combobox', { name: en.STAFF.TOPIC });
    await expect.poll(() => topicSelect.locator('option').count()).toBeGreaterThan(0);
    const topicId = Number(await topicSelect.inputValue());
    expect(await axeBothThemes(page)).toEqual([]);

    await page.getByRole('button', { name: en.STAFF.NEW_SUBTOPIC }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: en.STAFF.SUBTOPIC_NAME }).fill(subTopicName);
    await dialog.getByRole('button', { name: en.UI.CREATE, exact: true }).click();
    await page.getByRole('cell', { name: subTopicName, exact: true }).waitFor();

    await page.getByRole('link', { name: en.STAFF.NEW_QUESTION }).click();
    await page.getByRole('heading', { name: en.PAGES.QUESTION_EDITOR }).waitFor();
    const subSelect = page.getByRole('combobox', { name: en.STAFF.SUBTOPIC });
    await subSelect.locator('option', { hasText: subTopicName }).waitFor({ state: 'attached' });
    await subSelect.selectOption({ label: subTopicName });
    for (const language of languages) {
      await page.getByRole('combobox', { name: en.STAFF.EDIT_LANGUAGE }).selectOption(language.code);
      await page
        .getByRole('textbox', { name: en.STAFF.QUESTION_TEXT.replace('{{language}}', language.label) })
        .fill(language.code === 'en' ? questionEn : `${questionEn} [${language.code}] ${language.name}`);
    }
    await expect.poll(() => page.getByTestId('missing-languages').textContent()).toBe(en.STAFF.ALL_LANGUAGES);
    // The preview is the real renderer, in the language being edited (the last one: Bosnian).
    await page.getByRole('radio', { name: 'Potpuno se slažem' }).waitFor();
    expect(await axeBothThemes(page)).toEqual([]);
    // Leaving with unsaved changes asks first; staying keeps what was typed.
    await page.getByRole('link', { name: en.PAGES.HOME, exact: true }).first().click();
    const ask = page.getByRole('dialog', { name: en.STAFF.UNSAVED_TITLE });
    await ask.waitFor();
    await ask.getByRole('button', { name: en.UI.CANCEL }).click();
    expect(new URL(page.url()).pathname).toBe('/padmin/new');
    await page.getByRole('button', { name: en.STAFF.ADD_QUESTION }).click();
    await page.getByText(en.STAFF.QUESTION_CREATED).first().waitFor();

    await open(page, `/padmin?topic=${topicId}`);
    await page.getByRole('cell', { name: questionEn, exact: true }).waitFor();

    // A respondent answers the new question (and the rest of the topic) through the API.
    const token = await respondent();
    const survey = await api('/api/survey/generate', { method: 'POST', body: { topic: topicId }, token });
    expect(survey.status).toBe(200);
    const answers = firstAnswers(survey.body.questions, txtAnswer);
    const ours = survey.body.questions.find((q: { text: string }) => q.text === questionEn);
    expect(ours?.type).toBe('SCL');
    const submitted = await api('/api/survey/submit', {
      method: 'POST',
      token,
      body: {
        survey_attempt: survey.body.survey_attempt,
        updated_at: survey.body.updated_at,
        survey: { questions: answers },
        complete: true,
      },
    });
    expect(submitted.status).toBe(200);

    await open(page, '/export');
    await page.getByRole('combobox', { name: en.STAFF.EXPORT_LANGUAGE }).selectOption('cs');
    await page.getByRole('combobox', { name: en.STAFF.TOPIC }).selectOption(String(topicId));
    const countryPicker = page.getByRole('combobox', { name: en.STAFF.COUNTRY });
    // Countries by name in the page's language, sent as their codes.
    expect(await countryPicker.locator('option[value="CZ"]').textContent()).toBe('Czechia');
    // An export of no rows is said in words; no empty file is saved.
    await countryPicker.selectOption('SK');
    await expect.poll(() => page.getByTestId('export-count').textContent()).toBe(en.STAFF.COUNT.replace('{{count}}', '0'));
    let saved = 0;
    page.on('download', () => saved++);
    await page.getByRole('button', { name: en.STAFF.EXPORT, exact: true }).click();
    await page.getByRole('status').filter({ hasText: en.STAFF.NOTHING_TO_EXPORT }).waitFor();
    await page.getByRole('button', { name: en.STAFF.DOWNLOAD_PACKAGE, exact: true }).click();
    // Said once, beside the download last asked for.
    await expect.poll(() => page.getByRole('status').filter({ hasText: en.STAFF.NOTHING_TO_EXPORT }).count()).toBe(1);
    expect(saved).toBe(0);
    await countryPicker.selectOption('CZ');
    await expect.poll(() => page.getByTestId('export-count').textContent()).toBe(en.STAFF.COUNT.replace('{{count}}', '1'));
    expect(await page.getByRole('status').filter({ hasText: en.STAFF.NOTHING_TO_EXPORT }).count()).toBe(0);
    expect(await axeBothThemes(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en.STAFF.EXPORT, exact: true }).click(),
    ]);
    // Named with the topic and the day.
    expect(download.suggestedFilename()).toMatch(/^export-\p{L}[\p{L}\p{N}-]*-\d{4}-\d{2}-\d{2}\.csv$/u);
    const file = await fs.readFile((await download.path())!);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.toString('utf8');
    const [header, row] = parseSemicolonCsv(text);
    expect(header).toContain(`q${ours.id}`);
    expect(row).toContain(String(survey.body.survey_attempt));
    // The answer in the chosen language (Czech), diacritics intact; the formula neutralised.
    expect(row).toContain('Rozhodně souhlasím');
    expect(row).toContain(`'${txtAnswer}`);
    expect(text).not.toContain('Černý');
  });

  it('keeps the staff pages from users who are not staff', async () => {
    const token = await respondent();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => {
      window.localStorage.setItem('language', 'en');
      window.localStorage.setItem('token', value);
    }, token);
    const other = await context.newPage();
    await other.goto(server.url);
    await other.getByRole('button', { name: /Jiří/ }).click();
    await other.getByRole('menuitem', { name: en.PAGES.PROFILE }).waitFor();
    expect(await other.getByRole('menuitem', { name: en.PAGES.PADMIN }).count()).toBe(0);
    expect(await other.getByRole('menuitem', { name: en.PAGES.EXPORT }).count()).toBe(0);
    expect(await other.getByRole('menuitem', { name: en.PAGES.TRANSLATIONS }).count()).toBe(0);
    expect(await other.getByRole('menuitem', { name: en.PAGES.AUDIT }).count()).toBe(0);
    expect(await other.getByRole('menuitem', { name: en.PAGES.INSIGHTS }).count()).toBe(0);
    await other.keyboard.press('Escape');
    for (const address of ['/padmin', '/padmin/new', '/padmin/translations', '/export', '/audit', '/insights']) {
      await other.goto(`${server.url}${address}`);
      await other.waitForURL((url) => url.pathname !== address);
      expect(await other.getByRole('heading', { name: en.PAGES.PADMIN }).count()).toBe(0);
    }
    await context.close();
  });
});

describe('given a matching question that a respondent has answered, edited in German', () => {
  it('changes its German text and a pair with the preview in German, saves a new version after asking, and shows the change', async () => {
    const login = await api('/api/user/token', {
      method: 'POST',
      body: { email: staffEmail, password: staffPassword, rememberme: false },
    });
    const staffToken = login.body.token as string;
    const topics = (await api('/api/survey/topic/list', { token: staffToken })).body as { id: number }[];
    let topicId = 0;
    let asgId = 0;
    for (const topic of topics) {
      const listed = (await api(`/api/survey/topic/${topic.id}/questions`, { token: staffToken })).body as {
        id: number;
        type: string;
      }[];
      const asg = listed.find((q) => q.type === 'ASG');
      if (asg) [topicId, asgId] = [topic.id, asg.id];
      if (asg) break;
    }
    // A completed attempt has asked it, so a changed pair makes a new version.
    const token = await respondent();
    const survey = await api('/api/survey/generate', { method: 'POST', body: { topic: topicId }, token });
    const answers = firstAnswers(survey.body.questions, 'Text');
    const body = {
      survey_attempt: survey.body.survey_attempt,
      updated_at: survey.body.updated_at,
      survey: { questions: answers },
      complete: true,
    };
    expect((await api('/api/survey/submit', { method: 'POST', token, body })).status).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => {
      window.localStorage.setItem('language', 'de');
      window.localStorage.setItem('token', value);
    }, staffToken);
    const page = await context.newPage();
    await open(page, `/padmin?topic=${topicId}`);
    await page.getByRole('cell', { name: de.STAFF.TYPE_ASG, exact: true }).first().waitFor();
    await page.locator(`a[href*="question=${asgId}&"]`).click();
    await page.getByTestId('question-version').waitFor();
    expect(await page.getByRole('combobox', { name: de.STAFF.EDIT_LANGUAGE }).inputValue()).toBe('de');
    const row = page.getByRole('textbox', { name: de.STAFF.ROW.replace('{{number}}', '1'), exact: true });
    await row.fill('Neue Zeile auf Deutsch');
    const pair = page.getByRole('combobox', { name: de.STAFF.ROW_RIGHT_OPTION.replace('{{number}}', '1') });
    const before = await pair.inputValue();
    const other = before === '0' ? '1' : '0';
    await pair.selectOption(other);
    // The preview speaks German: the new text and the German hint of a matching question.
    const preview = page.getByTestId('question-preview');
    await preview.getByText('Neue Zeile auf Deutsch').waitFor();
    expect(await preview.textContent()).toContain(de.QUESTION['ASG-HINT']);
    expect(await preview.getAttribute('lang')).toBe('de');
    expect(await axeBothThemes(page)).toEqual([]);

    await page.getByRole('button', { name: de.STAFF.UPDATE_QUESTION, exact: true }).click();
    const ask = page.getByRole('dialog', { name: de.STAFF.NEW_VERSION_TITLE });
    await ask.waitFor();
    expect(await axeInPage(page)).toEqual([]);
    await ask.getByRole('button', { name: de.STAFF.NEW_VERSION_SAVE, exact: true }).click();
    await page.getByText(de.STAFF.QUESTION_UPDATED).first().waitFor();
    await page.waitForURL((url) => url.searchParams.get('question') !== String(asgId));
    const next = Number(new URL(page.url()).searchParams.get('question'));

    // The change shows after a reload: the new version's German row and pair.
    await page.reload();
    await page.getByTestId('question-version').waitFor();
    expect(await page.getByTestId('question-version').textContent()).toBe(
      de.STAFF.QUESTION_VERSION.replace('{{version}}', '2').replace('{{count}}', '0'),
    );
    expect(await row.inputValue()).toBe('Neue Zeile auf Deutsch');
    expect(await pair.inputValue()).toBe(other);
    const listed = (await api(`/api/survey/topic/${topicId}/questions`, { token: staffToken })).body as { id: number }[];
    expect(listed.map((q) => q.id)).toContain(next);
    expect(listed.map((q) => q.id)).not.toContain(asgId);
    await context.close();
  });
});

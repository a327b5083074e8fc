import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Survey } from '../../contract/api/survey';
import bg from '../../locales/bg/translation.json';
import bs from '../../locales/bs/translation.json';
import cs from '../../locales/cs/translation.json';
import de from '../../locales/de/translation.json';
import en from '../../locales/en/translation.json';
import hr from '../../locales/hr/translation.json';
import hu from '../../locales/hu/translation.json';
import sk from '../../locales/sk/translation.json';
import sl from '../../locales/sl/translation.json';
import sr from '../../locales/sr/translation.json';
import { linkIn, parseMail } from '../../server/test-support/mime';
import type { RunningServer } from './server';

type Texts = Record<string, unknown>;
const locales: Record<string, Texts> = { en, cs, sk, de, hu, hr, bg, sl, sr, bs };

/** The text of a translation key in a language, with {{placeholders}} filled in. */
export const translate =
  (lng: string) =>
  (key: string, values: Record<string, string | number> = {}): string => {
    const backend = 'BACKEND-RESPONSES.';
    const parts = key.startsWith(backend) ? ['BACKEND-RESPONSES', key.slice(backend.length)] : key.split('.');
    let node: unknown = locales[lng];
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`No text for ${key} in ${lng}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? `{{${name}}}`));
  };

/** Registers and activates a user through the API and the outbox e-mail; returns a login token. */
export async function registeredUser(server: RunningServer, email: string, password = 'green apples in autumn') {
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/user/register', {
    firstName: 'Eva',
    lastName: 'Nováková',
    email,
    location: 'CZ',
    residence: 'citizen',
    education: 'tertiary',
    gender: 'female',
    age: 58,
    employment: true,
    jobField: ['banking'],
    password,
    confirmPwd: password,
    gdpr: true,
  });
  if (registered.status >= 300) throw new Error(`registration failed: ${await registered.text()}`);
  let link = '';
  for (let tries = 0; !link; tries++) {
    if (tries > 150) throw new Error(`no activation e-mail to ${email}`);
    const files = (await fs.readdir(server.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    for (const file of files) {
      const mail = parseMail(await fs.readFile(path.join(server.outboxDir, file), 'utf8'));
      if (mail.to.includes(email)) link = linkIn(mail, 'registration-token').link;
    }
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  const token = new URL(link).searchParams.get('registration-token');
  const activated = await post('/api/user/register/validate', { token });
  if (activated.status >= 300) throw new Error(`activation failed: ${await activated.text()}`);
  const login = await post('/api/user/token', { email, password, rememberme: true });
  if (login.status !== 200) throw new Error(`login failed: ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}

/** A newly registered respondent (address from `prefix`) and the first topic of their list. */
export async function respondentWithTopic(server: RunningServer, prefix: string) {
  const token = await registeredUser(server, `${prefix}.${Date.now()}@example.org`);
  const topics = await api<{ topics: Array<{ id: number; name: string }> }>(server, token, '/api/survey/topics');
  return { token, topic: topics.data.topics[0]! };
}
/** A GET or POST to the API as the user. */
export async function api<T>(
  server: RunningServer,
  token: string,
  url: string,
  body?: unknown,
  language = 'en',
): Promise<{ status: number; data: T }> {
  const res = await fetch(`${server.url}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json', 'accept-language': language },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : null) as T };
}

/**
 * Takes a topic through the API as the user: every question answered with its first (or last) option, the
 * attempt completed. Returns the attempt's id (the result page is /result?id=…).
 */
export async function completeTopic(server: RunningServer, token: string, topic: number, pick: 'first' | 'last' = 'first') {
  const generated = await api<Survey>(server, token, '/api/survey/generate', { topic });
  if (generated.status !== 200) throw new Error(`generate answered ${generated.status}`);
  const survey = generated.data;
  const submitted = await api(server, token, '/api/survey/submit', {
    survey_attempt: survey.survey_attempt,
    updated_at: survey.updated_at,
    survey: { questions: answersTo(survey, pick) },
    complete: true,
  });
  if (submitted.status >= 300) throw new Error(`submit answered ${submitted.status}`);
  return survey.survey_attempt;
}

/** Every question of the survey answered with its first (or last) option, as a submit carries them. */
export function answersTo(survey: Survey, pick: 'first' | 'last' = 'first') {
  const at = <T>(list: readonly T[]) => (pick === 'first' ? list[0]! : list.at(-1)!);
  return survey.questions.map((q) => {
    switch (q.type) {
      case 'OCA':
        return { id: q.id, answered: at(q.oca_options).id };
      case 'MCA':
        return { id: q.id, answered: [at(q.mca_options).id] };
      case 'TXT':
        return { id: q.id, answered: `Answer ${pick}`, pasted: false };
      case 'DND': {
        const ids = q.dnd_options.map((o) => o.id);
        return { id: q.id, answered: pick === 'first' ? ids : [...ids].reverse() };
      }
      case 'SCL':
        return { id: q.id, answered: at(q.scl_options).id };
      case 'ASG':
        return { id: q.id, answered: Object.fromEntries(q.asg_questions.map((r) => [String(r.id), at(q.asg_options).id])) };
      default:
        throw new Error('unknown question type');
    }
  });
}

/** A browser context logged in as the token's user (remember-me), in a language, at a width. */
export async function userContext(
  browser: Browser,
  token: string,
  language: string,
  width = 1280,
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers });
  await context.addInitScript(
    ({ token, language }) => {
      if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', token);
      if (!window.sessionStorage.getItem('language-set')) {
        window.localStorage.setItem('language', language);
        window.sessionStorage.setItem('language-set', '1');
      }
    },
    { token, language },
  );
  return context;
}

/** Collects console errors and page errors, so a test can say there were none. */
export function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource|ERR_CONNECTION_REFUSED|net::ERR/.test(m.text()))
      problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

export type QuestionKind = 'OCA' | 'SCL' | 'MCA' | 'TXT' | 'DND' | 'ASG';

/** The question box of the questionnaire page (the element holding the question view). */
export const questionBox = (page: Page): Locator =>
  page
    .locator('main [tabindex="-1"]')
    .filter({ has: page.locator('h2') })
    .first();

/** Which kind of answer area the current question has (OCA and SCL both look like radios; OCA is reported). */
export async function kindOf(page: Page, t: ReturnType<typeof translate>): Promise<QuestionKind> {
  const box = questionBox(page);
  await box.locator('h2').waitFor();
  if (await box.locator('textarea').count()) return 'TXT';
  if (await box.locator('select').count()) return 'ASG';
  if (await box.getByRole('checkbox').count()) return 'MCA';
  if (await box.getByRole('button', { name: new RegExp(t('QUESTION.MOVE-DOWN')) }).count()) return 'DND';
  return 'OCA';
}

/** Answers the question on screen with the mouse; returns its kind. */
export async function answerByMouse(page: Page, t: ReturnType<typeof translate>, text = 'I learn new things every week.') {
  const box = questionBox(page);
  const kind = await kindOf(page, t);
  switch (kind) {
    case 'TXT':
      await box.locator('textarea').click();
      await box.locator('textarea').fill(text);
      break;
    case 'ASG': {
      const selects = box.locator('select');
      for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption({ index: 1 + (i % 2) });
      break;
    }
    case 'MCA':
      await box.getByRole('checkbox').first().click();
      break;
    case 'DND':
      await box
        .getByRole('button', { name: new RegExp(t('QUESTION.MOVE-DOWN')) })
        .first()
        .click();
      break;
    default:
      await box.getByRole('radio').last().click();
  }
  return kind;
}

/** The number of questions, read from the completion meter. */
export async function progressOf(page: Page) {
  const bar = page.getByRole('progressbar');
  return { answered: Number(await bar.getAttribute('aria-valuenow')), total: Number(await bar.getAttribute('aria-valuemax')) };
}

export const draftIn = (page: Page, topicId: number) =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw
      ? (JSON.parse(raw) as { survey_attempt: string; synced: boolean; questions: { id: number; answered: unknown }[] })
      : null;
  }, `survey-${topicId}`);

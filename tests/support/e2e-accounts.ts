import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { linkIn, type ParsedMail, parseMail } from '../../server/test-support/mime';
import type { RunningServer } from './server';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;

/** Every e-mail to `to` in the server's outbox, oldest first (file names sort in sending order). */
export async function mailsTo(server: RunningServer, to: string): Promise<ParsedMail[]> {
  const files = (await fs.readdir(server.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (f) => parseMail(await fs.readFile(path.join(server.outboxDir, f), 'utf8'))));
  return mails.filter((m) => m.to.includes(to));
}

async function waitForMail(server: RunningServer, to: string) {
  for (let i = 0; i < 150; i++) {
    const [mail] = await mailsTo(server, to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail to ${to} arrived`);
}

/**
 * Registers an account through the API in `language` and activates it from the e-mailed link, so a test can
 * start from a logged-in state without walking the registration form again (accounts.test.ts does that).
 * `profile` sets the country and age it registers with (CZ and 58 by default).
 */
export async function createActivatedAccount(
  server: RunningServer,
  options: Partial<Pick<TestAccount, 'firstName' | 'lastName'>> & {
    language?: string;
    profile?: { location?: string; age?: number };
  } = {},
): Promise<TestAccount> {
  counter += 1;
  const account: TestAccount = {
    email: `e2e.${process.pid}.${Date.now()}.${counter}@example.org`,
    password: 'green apples in autumn',
    firstName: options.firstName ?? 'Eva',
    lastName: options.lastName ?? 'Nováková',
  };
  const response = await fetch(`${server.url}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': options.language ?? 'en' },
    body: JSON.stringify({
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      location: 'CZ',
      residence: 'citizen',
      education: 'tertiary',
      gender: 'female',
      age: 58,
      employment: true,
      jobField: ['banking'],
      password: account.password,
      confirmPwd: account.password,
      gdpr: true,
      ...options.profile,
    }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const { token } = linkIn(await waitForMail(server, account.email), 'registration-token');
  const validated = await fetch(`${server.url}/api/user/register/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!validated.ok) throw new Error(`validate answered ${validated.status}: ${await validated.text()}`);
  return account;
}

const tokens = new Map<string, string>();

/**
 * A session token for the account (POST /api/user/token), fetched once per account and reused, because
 * logins are rate limited per e-mail. A test that logs out (which ends the token) uses an account of its own.
 */
export async function tokenFor(server: RunningServer, account: Pick<TestAccount, 'email' | 'password'>) {
  const known = tokens.get(`${server.url} ${account.email}`);
  if (known) return known;
  const response = await fetch(`${server.url}/api/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, rememberme: true }),
  });
  if (!response.ok) throw new Error(`token answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  tokens.set(`${server.url} ${account.email}`, token);
  return token;
}

/**
 * A browser context whose pages start logged in as `account` (the token in localStorage, as remember-me
 * keeps it) and in `language`.
 */
export async function loggedInContext(
  browser: Browser,
  server: RunningServer,
  account: Pick<TestAccount, 'email' | 'password'>,
  options: { width?: number; height?: number; language?: string } = {},
): Promise<BrowserContext> {
  const token = await tokenFor(server, account);
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 } });
  await context.addInitScript(
    ({ token: stored, language }) => {
      if (!window.sessionStorage.getItem('e2e-started')) {
        window.sessionStorage.setItem('e2e-started', '1');
        window.localStorage.setItem('token', stored);
        window.localStorage.setItem('language', language);
      }
    },
    { token, language: options.language ?? 'en' },
  );
  return context;
}

import type { RegisterFormInput } from '../../contract/user-forms';
import type { TestApp } from './app';
import { linkIn } from './mime';

let counter = 0;

/** A fresh e-mail address per call, so tests sharing a database never collide. */
export const uniqueEmail = (name = 'user') => `${name}.${process.pid}.${++counter}@example.com`;

export const goodPassword = 'correct horse battery';

export function registration(overrides: Partial<RegisterFormInput> = {}): RegisterFormInput {
  return {
    firstName: 'Marta',
    lastName: 'Nováková',
    email: uniqueEmail(),
    location: 'CZ',
    residence: 'citizen',
    education: 'secondary_diploma',
    gender: 'female',
    age: 58,
    employment: true,
    jobField: ['healthcare_social_care'],
    password: goodPassword,
    confirmPwd: goodPassword,
    gdpr: true,
    ...overrides,
  };
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked with toEqual/toMatchObject, field by field
  body: any;
  headers: Record<string, unknown>;
}

/** One JSON call to the app, as the browser client makes it. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<CallResult> {
  const res = await t.app.inject({
    method,
    url,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Token ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? safeJson(res.body) : undefined, headers: res.headers };
}

const safeJson = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The newest e-mail to `email` in the outbox. */
export async function lastMailTo(t: TestApp, email: string) {
  const mails = (await t.outbox()).filter((m) => m.to.includes(email));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No e-mail to ${email} in the outbox`);
  return mail;
}

/** Registers, activates through the e-mailed link, and logs in; returns the session token. */
export async function activeUser(t: TestApp, overrides: Partial<RegisterFormInput> = {}, rememberme = false) {
  const form = registration(overrides);
  const registered = await call(t, 'POST', '/api/user/register', { body: form });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const { token: activation } = linkIn(await lastMailTo(t, form.email), 'registration-token');
  const activated = await call(t, 'POST', '/api/user/register/validate', { body: { token: activation } });
  if (activated.status !== 200) throw new Error(`validate answered ${activated.status}`);
  const login = await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: form.password, rememberme } });
  if (login.status !== 200) throw new Error(`token answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { ...form, email: form.email, password: form.password, token: login.body.token as string };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLocales } from '../../locales/locale-files';
import { activeUser, call, registration } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { messages, specMessages } from '../../contract/messages';

/**
 * The keys of docs/product/messages.md, character for character: clients written to docs/product/api.md translate
 * exactly these (BACKEND-RESPONSES.<key>), so the server's `en` must be one of them in those situations.
 */
const specKeys = [
  'Invalid credentials',
  'Please fill all required fields',
  "Passwords don't match",
  'Password length must be at least 8 characters',
  'Password must be at most 100 characters long',
  'Invalid e-mail',
  'This e-mail is already taken',
  'You have already requested a registration link, wait 5 minutes before requesting another one',
  "This activation link doesn't exist",
  'This activation link was already used',
  'This activation link already expired',
  'You have already requested a password reset link, wait 5 minutes before requesting another one',
  'New passwords do not match',
  "This reset link doesn't exist",
  'This reset link was already used',
  'This reset link has already expired',
  'User not found',
  'Old password is incorrect',
  'Password is incorrect',
  'This topic does not exist',
  'This survey attempt is invalid',
  'This survey attempt is not completed',
  'An unexpected error occurred',
];

describe('given the message keys clients written to docs/product/api.md know', () => {
  it('has every one of them as a server message, exactly', () => {
    expect(Object.values(specMessages).map((m) => m.en)).toEqual(specKeys);
  });

  it('translates each in all 10 languages, in English with wording of our own where the key is curt', () => {
    const locales = allLocales();
    for (const [lng, entries] of Object.entries(locales)) {
      for (const key of specKeys) expect(entries[`BACKEND-RESPONSES.${key}`], `${lng}: ${key}`).toBeTruthy();
    }
    expect(locales.en?.['BACKEND-RESPONSES.Invalid credentials']).toBe('The e-mail or password is not correct');
  });
});

describe('given the situations of docs/product/messages.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const en = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body: object, token?: string) =>
    (await call(t, method, url, { body, ...(token ? { token } : {}) })).body.en;

  it('answers the registration form problems with their keys', async () => {
    expect(await en('POST', '/api/user/register', { ...registration(), lastName: '' })).toBe('Please fill all required fields');
    expect(await en('POST', '/api/user/register', registration({ email: 'not an e-mail' }))).toBe('Invalid e-mail');
    expect(await en('POST', '/api/user/register', registration({ password: 'short', confirmPwd: 'short' }))).toBe(
      'Password length must be at least 8 characters',
    );
    const long = 'x'.repeat(101);
    expect(await en('POST', '/api/user/register', registration({ password: long, confirmPwd: long }))).toBe(
      'Password must be at most 100 characters long',
    );
    expect(await en('POST', '/api/user/register', registration({ confirmPwd: 'something else' }))).toBe("Passwords don't match");
    expect(await en('POST', '/api/user/password/request', { email: 'nope' })).toBe('Invalid e-mail');
    expect(await en('POST', '/api/user/password/request', {})).toBe('Please fill all required fields');
  });

  it('answers the reset and change forms with the keys of new passwords', async () => {
    const reset = { password: 'long enough one', confirmPwd: 'long enough two', token: 'A'.repeat(43) };
    expect(await en('POST', '/api/user/password/reset', reset)).toBe('New passwords do not match');
    const long = 'x'.repeat(101);
    expect(await en('POST', '/api/user/password/reset', { ...reset, password: long, confirmPwd: long })).toBe(
      'Password must be at most 100 characters long',
    );
    expect(await en('POST', '/api/user/password/reset', { ...reset, confirmPwd: reset.password })).toBe(
      "This reset link doesn't exist",
    );
    const user = await activeUser(t);
    const change = { oldPassword: user.password, newPassword: 'long enough one', confirmPassword: 'long enough two' };
    expect(await en('PUT', '/api/user/password/change', change, user.token)).toBe('New passwords do not match');
    expect(
      await en(
        'PUT',
        '/api/user/password/change',
        { ...change, oldPassword: 'not it', confirmPassword: 'long enough one' },
        user.token,
      ),
    ).toBe('Old password is incorrect');
    expect(await en('DELETE', '/api/user/delete', { password: 'not it' }, user.token)).toBe('Password is incorrect');
    expect(await en('POST', '/api/user/token', { email: user.email, password: 'not it at all' })).toBe('Invalid credentials');
    const wrong = await call(t, 'POST', '/api/user/token', { body: { email: user.email, password: 'not it at all' } });
    expect(wrong.body.cz, 'the Czech of locales/cs').toBe('E-mail nebo heslo není správné');
    expect(await en('POST', '/api/user/token', { email: `x${user.email}`, password: 'not it at all' })).toBe(
      'Invalid credentials',
    );
    expect(await en('POST', '/api/user/register', registration({ email: user.email }))).toBe('This e-mail is already taken');
    expect(await en('POST', '/api/user/register/validate', { token: 'B'.repeat(43) })).toBe("This activation link doesn't exist");
  });

  it('keeps keys of its own, each a sentence without a dot, for situations docs/product/messages.md has none for', () => {
    for (const m of Object.values(messages)) expect(m.en).not.toContain('.');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '../../../contract/api/user';
import { messages } from '../../../contract/messages';
import { DAY, HOUR } from '../../services/clock';
import { activeUser, call, goodPassword, lastMailTo, registration, uniqueEmail } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { linkIn } from '../../test-support/mime';
import { errorBody } from '../../test-support/error-body';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('given an activated account', () => {
  it('logs in with the e-mail in any letter case and reads the user info and the full profile', async () => {
    const user = await activeUser(t, { firstName: 'Jana', lastName: 'Horváth' });
    const login = await call(t, 'POST', '/api/user/token', {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body)).toEqual(['token']);
    expect(login.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await call(t, 'GET', '/api/user/me', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(Number),
      email: user.email,
      role: 'user',
      first_name: 'Jana',
      last_name: 'Horváth',
      is_staff: false,
    });

    const full = await call(t, 'GET', '/api/user/me/full', { token: login.body.token });
    expect(full.body).toEqual({
      first_name: 'Jana',
      last_name: 'Horváth',
      email: user.email,
      country: 'CZ',
      residence: 'citizen',
      education: 'secondary_diploma',
      gender: 'female',
      age: 58,
      employment: true,
      unemployed_months: null,
      job_fields: ['healthcare_social_care'],
    });
  });

  it('gives a new token on every login, and each keeps working', async () => {
    const user = await activeUser(t);
    const second = await call(t, 'POST', '/api/user/token', { body: { email: user.email, password: user.password } });
    expect(second.body.token).not.toBe(user.token);
    expect((await call(t, 'GET', '/api/user/me', { token: user.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/user/me', { token: second.body.token })).status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const user = await activeUser(t);
    const wrong = await call(t, 'POST', '/api/user/token', { body: { email: user.email, password: 'not the password' } });
    const unknown = await call(t, 'POST', '/api/user/token', {
      body: { email: uniqueEmail('nobody'), password: 'not the password' },
    });
    expect(wrong).toMatchObject({ status: 400, body: messages.invalidCredentials });
    expect(unknown).toMatchObject({ status: 400, body: messages.invalidCredentials });
  });

  it('answers 400 with field errors keyed by the form names for an invalid login form', async () => {
    const res = await call(t, 'POST', '/api/user/token', {
      body: { email: 'not-an-email', password: 'short', rememberme: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorBody({
        ...messages.requiredFields,
        errors: { email: 'VALIDATION.EMAIL', password: 'VALIDATION.PASSWORD_MIN', rememberme: 'VALIDATION.REQUIRED' },
      }),
    );
  });
});

describe('given a user logging out', () => {
  it('ends only that token on the server', async () => {
    const user = await activeUser(t);
    const other = (await call(t, 'POST', '/api/user/token', { body: { email: user.email, password: user.password } })).body.token;
    const res = await call(t, 'POST', '/api/user/logout', { token: user.token });
    expect(res.status).toBe(204);
    expect((await call(t, 'GET', '/api/user/me', { token: user.token })).status).toBe(401);
    expect((await call(t, 'GET', '/api/user/me', { token: other })).status).toBe(200);
    expect((await call(t, 'POST', '/api/user/logout', { token: user.token })).status).toBe(401);
  });
});

describe('given session tokens of both lifetimes', () => {
  it('ends a session token after 12 hours and a remember-me token after 30 days', async () => {
    const session = await activeUser(t, {}, false);
    const remembered = await activeUser(t, {}, true);
    t.clock.advance(12 * HOUR - 1000);
    expect((await call(t, 'GET', '/api/user/me', { token: session.token })).status).toBe(200);
    t.clock.advance(2000);
    expect(await call(t, 'GET', '/api/user/me', { token: session.token })).toMatchObject({
      status: 401,
      body: messages.sessionExpired,
    });
    expect((await call(t, 'GET', '/api/user/me', { token: remembered.token })).status).toBe(200);
    t.clock.advance(30 * DAY);
    expect((await call(t, 'GET', '/api/user/me', { token: remembered.token })).status).toBe(401);
  });
});

describe('given a request without a valid token', () => {
  it.each([
    ['no header', {}],
    ['a Bearer header', { authorization: 'Bearer abc' }],
    ['an empty Token header', { authorization: 'Token ' }],
  ])('answers 401 "You need to log in" for %s', async (_name, headers) => {
    for (const url of ['/api/user/me', '/api/user/me/full']) {
      expect(await call(t, 'GET', url, { headers })).toMatchObject({ status: 401, body: messages.loginRequired });
    }
  });

  it('answers 401 for a forged token of the right shape and for garbage', async () => {
    expect(await call(t, 'GET', '/api/user/me', { token: 'A'.repeat(43) })).toMatchObject({
      status: 401,
      body: messages.sessionExpired,
    });
    for (const token of ["x'OR'1'='1", 'a'.repeat(5000), '<script>alert(1)</script>']) {
      expect((await call(t, 'GET', '/api/user/me', { token })).status).toBe(401);
    }
  });
});

describe('given an account that is not activated yet', () => {
  it('refuses the login with its own message and sends the activation link again, at most every few minutes', async () => {
    const form = registration();
    expect((await call(t, 'POST', '/api/user/register', { body: form })).status).toBe(201);
    const first = linkIn(await lastMailTo(t, form.email), 'registration-token');
    t.clock.advance(10 * 60 * 1000);

    const refused = await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: goodPassword } });
    expect(refused).toMatchObject({ status: 403, body: messages.notActivated });
    const again = linkIn(await lastMailTo(t, form.email), 'registration-token');
    expect(again.token).not.toBe(first.token);
    const mailsBefore = (await t.outbox()).length;
    await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: goodPassword } });
    expect((await t.outbox()).length).toBe(mailsBefore);

    // The newest link activates; the replaced one no longer does.
    expect((await call(t, 'POST', '/api/user/register/validate', { body: { token: first.token } })).status).toBe(400);
    expect(await call(t, 'POST', '/api/user/register/validate', { body: { token: again.token } })).toMatchObject({
      status: 200,
      body: { message: userMessages.activated },
    });
    expect((await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: goodPassword } })).status).toBe(200);
  });

  it('does not tell a wrong password apart from an unknown account', async () => {
    const form = registration();
    await call(t, 'POST', '/api/user/register', { body: form });
    expect(await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: 'wrong password' } })).toMatchObject({
      status: 400,
      body: messages.invalidCredentials,
    });
  });
});

describe('given the API description', () => {
  it('lists every account route with its form schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    for (const [path, method] of [
      ['/api/user/token', 'post'],
      ['/api/user/me', 'get'],
      ['/api/user/me/full', 'get'],
      ['/api/user/register', 'post'],
      ['/api/user/register/validate', 'post'],
      ['/api/user/password/request', 'post'],
      ['/api/user/password/reset', 'post'],
      ['/api/user/password/change', 'put'],
      ['/api/user/update', 'put'],
      ['/api/user/delete', 'delete'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(JSON.stringify(doc.paths['/api/user/register']?.post?.requestBody)).toContain('unemployedMonths');
  });
});

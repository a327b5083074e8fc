import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '../../../contract/api/user';
import { rowsOf } from '../../db/migrate';
import { messages } from '../../../contract/messages';
import { HOUR } from '../../services/clock';
import { activeUser, call, lastMailTo, registration, uniqueEmail } from '../../test-support/accounts';
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

describe('given a complete registration form', () => {
  it('creates an inactive account and e-mails an activation link in the language of the request', async () => {
    const form = registration();
    const res = await call(t, 'POST', '/api/user/register', { body: form, headers: { 'accept-language': 'de-AT,de;q=0.9' } });
    expect(res).toMatchObject({ status: 201, body: { message: userMessages.registered } });

    const mail = await lastMailTo(t, form.email);
    expect(mail.subject).toBe('Aktivieren Sie Ihr Konto');
    expect(mail.text).toContain('Guten Tag Marta Nováková,');
    expect(mail.html).toContain('<html lang="de">');
    const { link, token } = linkIn(mail, 'registration-token');
    expect(link).toBe(`http://survey.test/login?registration-token=${token}`);
    expect(mail.html).toContain(`href="${link}"`);

    // Only the hash of the link token is stored.
    const stored = rowsOf<{ token_hash: string }>(await t.database.db.execute(sql`SELECT token_hash FROM one_time_tokens`));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    expect((await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: form.password } })).status).toBe(403);
    expect(await call(t, 'POST', '/api/user/register/validate', { body: { token } })).toMatchObject({
      status: 200,
      body: { message: userMessages.activated },
    });
    expect((await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: form.password } })).status).toBe(200);
  });

  it('keeps the months and drops the sectors when not employed, and the other way round', async () => {
    const unemployed = await activeUser(t, { employment: false, unemployedMonths: 14, jobField: ['banking'] });
    expect((await call(t, 'GET', '/api/user/me/full', { token: unemployed.token })).body).toMatchObject({
      employment: false,
      unemployed_months: 14,
      job_fields: [],
    });
    const employed = await activeUser(t, { employment: true, unemployedMonths: 3, jobField: ['banking', 'trade', 'banking'] });
    expect((await call(t, 'GET', '/api/user/me/full', { token: employed.token })).body).toMatchObject({
      employment: true,
      unemployed_months: null,
      job_fields: ['banking', 'trade'],
    });
  });

  it('stores SQL metacharacters and script tags as plain text and returns them unchanged', async () => {
    const firstName = `Robert'); DROP TABLE users;--`;
    const lastName = '<script>alert("x")</script> O\'Brien \\ %_';
    const user = await activeUser(t, { firstName, lastName });
    const me = await call(t, 'GET', '/api/user/me', { token: user.token });
    expect(me.headers['content-type']).toMatch(/^application\/json/);
    expect(me.body).toMatchObject({ first_name: firstName, last_name: lastName });
    const mail = await lastMailTo(t, user.email);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(rowsOf(await t.database.db.execute(sql`SELECT count(*) AS n FROM users`)).length).toBe(1);
  });
});

describe('given an e-mail that is already registered', () => {
  it('answers 409 for an activated account, whatever the letter case', async () => {
    const user = await activeUser(t);
    const res = await call(t, 'POST', '/api/user/register', { body: registration({ email: `  ${user.email.toUpperCase()} ` }) });
    expect(res).toMatchObject({ status: 409, body: { ...messages.emailTaken, errors: { email: 'VALIDATION.EMAIL_TAKEN' } } });
  });

  it('replaces a registration that was never activated, so a lost activation e-mail is no dead end', async () => {
    const form = registration({ firstName: 'First' });
    await call(t, 'POST', '/api/user/register', { body: form });
    const old = linkIn(await lastMailTo(t, form.email), 'registration-token');
    // Within 5 minutes the first link is still on its way: the documented own message says to wait.
    const tooSoon = await call(t, 'POST', '/api/user/register', { body: { ...form, firstName: 'Second' } });
    expect(tooSoon).toMatchObject({ status: 429, body: messages.registrationTooSoon });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(5 * 60 * 1000 + 1000);
    const again = await call(t, 'POST', '/api/user/register', { body: { ...form, firstName: 'Second' } });
    expect(again.status).toBe(201);
    const fresh = linkIn(await lastMailTo(t, form.email), 'registration-token');
    expect((await call(t, 'POST', '/api/user/register/validate', { body: { token: old.token } })).status).toBe(400);
    expect((await call(t, 'POST', '/api/user/register/validate', { body: { token: fresh.token } })).status).toBe(200);
    const login = await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: form.password } });
    expect((await call(t, 'GET', '/api/user/me', { token: login.body.token })).body.first_name).toBe('Second');
  });
});

describe('given an invalid registration form', () => {
  it('answers 400 with every field error keyed by the form field names', async () => {
    const res = await call(t, 'POST', '/api/user/register', {
      body: {
        firstName: 'x'.repeat(101),
        lastName: '',
        email: 'nope',
        location: 'Atlantis',
        residence: 'tourist',
        education: 'tertiary',
        gender: 'female',
        age: 151,
        employment: false,
        unemployedMonths: 1001,
        password: 'short',
        confirmPwd: 'different',
        gdpr: false,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorBody({
        ...messages.requiredFields,
        errors: {
          firstName: 'VALIDATION.FIRST_NAME_MAX',
          lastName: 'VALIDATION.REQUIRED',
          email: 'VALIDATION.EMAIL',
          location: 'VALIDATION.REQUIRED',
          residence: 'VALIDATION.REQUIRED',
          age: 'VALIDATION.AGE_MAX',
          unemployedMonths: 'VALIDATION.UNEMPLOYED_MAX',
          password: 'VALIDATION.PASSWORD_MIN',
          confirmPwd: 'VALIDATION.CONFIRM_PASSWORD',
          gdpr: 'VALIDATION.GDPR',
        },
      }),
    );
  });

  it('requires a job sector when employed', async () => {
    const res = await call(t, 'POST', '/api/user/register', { body: registration({ employment: true, jobField: [] }) });
    expect(res.body.errors).toEqual({ jobField: 'VALIDATION.REQUIRED' });
  });

  it('refuses a common password with its own key', async () => {
    const res = await call(t, 'POST', '/api/user/register', {
      body: registration({ password: 'Password123', confirmPwd: 'Password123' }),
    });
    expect(res).toMatchObject({ status: 400, body: { errors: { password: 'VALIDATION.PASSWORD_COMMON' } } });
  });

  it('answers 413 for an oversized body and 400 for malformed JSON or a body that is not an object', async () => {
    const huge = await call(t, 'POST', '/api/user/register', { body: registration({ firstName: 'x'.repeat(20_000) }) });
    expect(huge).toMatchObject({ status: 413, body: messages.bodyTooLarge });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual(errorBody(messages.malformedBody));
    const list = await call(t, 'POST', '/api/user/register', { body: [1, 2] });
    expect(list.status).toBe(400);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__":{"isStaff":true},"email":"${uniqueEmail()}"}`,
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('given activation links', () => {
  it('refuses a used link with its own message, and forged or expired links', async () => {
    const form = registration();
    await call(t, 'POST', '/api/user/register', { body: form });
    const { token } = linkIn(await lastMailTo(t, form.email), 'registration-token');
    expect((await call(t, 'POST', '/api/user/register/validate', { body: { token } })).status).toBe(200);
    expect(await call(t, 'POST', '/api/user/register/validate', { body: { token } })).toMatchObject({
      status: 400,
      body: messages.activationLinkUsed,
    });
    for (const forged of ['A'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, "' OR 1=1 --"]) {
      expect(await call(t, 'POST', '/api/user/register/validate', { body: { token: forged } })).toMatchObject({
        status: 400,
        body: messages.activationLinkUnknown,
      });
    }
    expect((await call(t, 'POST', '/api/user/register/validate', { body: {} })).body.errors).toEqual({
      token: 'VALIDATION.REQUIRED',
    });
  });

  it('lets an activation link expire after 48 hours', async () => {
    const form = registration();
    await call(t, 'POST', '/api/user/register', { body: form });
    const { token } = linkIn(await lastMailTo(t, form.email), 'registration-token');
    t.clock.advance(48 * HOUR + 1000);
    expect(await call(t, 'POST', '/api/user/register/validate', { body: { token } })).toMatchObject({
      status: 400,
      body: messages.activationLinkExpired,
    });
  });
});

describe('given a client that offers Georgia', () => {
  it('registers with GE as with TR, and answers the code in the profile', async () => {
    for (const location of ['GE', 'TR', 'ge']) {
      const user = await activeUser(t, { location });
      expect((await call(t, 'GET', '/api/user/me/full', { token: user.token })).body.country).toBe(location.toUpperCase());
    }
  });
});

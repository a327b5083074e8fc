import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '../../../contract/api/user';
import { rowsOf } from '../../db/migrate';
import { messages } from '../../../contract/messages';
import { HOUR } from '../../services/clock';
import { activeUser, call, goodPassword, lastMailTo, registration, uniqueEmail } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { linkIn } from '../../test-support/mime';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string) => call(t, 'POST', '/api/user/token', { body: { email, password } });

async function resetLinkFor(email: string, language?: string) {
  const res = await call(t, 'POST', '/api/user/password/request', {
    body: { email },
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
  expect(res).toMatchObject({ status: 200, body: { message: userMessages.resetRequested } });
  return { ...linkIn(await lastMailTo(t, email), 'reset-token'), mail: await lastMailTo(t, email) };
}

describe('given a forgotten password', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const res = await call(t, 'POST', '/api/user/password/request', { body: { email: uniqueEmail('nobody') } });
    expect(res).toMatchObject({ status: 200, body: { message: userMessages.resetRequested } });
    expect((await t.outbox()).length).toBe(before);
  });

  it('e-mails a reset link in the language of the request; the new password works, the old one and every session end', async () => {
    const user = await activeUser(t);
    const { token, link, mail } = await resetLinkFor(user.email, 'cs');
    expect(link).toBe(`http://survey.test/login?reset-token=${token}`);
    expect(mail.subject).toBe('Nastavení nového hesla');
    expect(mail.text).toContain('Odkaz platí 1 hodinu');

    const res = await call(t, 'POST', '/api/user/password/reset', {
      body: { password: 'a brand new secret', confirmPwd: 'a brand new secret', token },
    });
    expect(res).toMatchObject({ status: 200, body: { message: userMessages.passwordReset } });
    expect((await call(t, 'GET', '/api/user/me', { token: user.token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(400);
    expect((await login(user.email, 'a brand new secret')).status).toBe(200);
  });

  it('uses a reset link only once, and not after an hour', async () => {
    const user = await activeUser(t);
    const first = await resetLinkFor(user.email);
    const body = { password: 'another good secret', confirmPwd: 'another good secret' };
    expect((await call(t, 'POST', '/api/user/password/reset', { body: { ...body, token: first.token } })).status).toBe(200);
    expect(await call(t, 'POST', '/api/user/password/reset', { body: { ...body, token: first.token } })).toMatchObject({
      status: 400,
      body: messages.resetLinkUsed,
    });

    t.clock.advance(10 * 60 * 1000);
    const second = await resetLinkFor(user.email);
    t.clock.advance(HOUR + 1000);
    expect(await call(t, 'POST', '/api/user/password/reset', { body: { ...body, token: second.token } })).toMatchObject({
      status: 400,
      body: messages.resetLinkExpired,
    });
  });

  it('refuses forged links, an activation link used as a reset link, and a mismatched or common password', async () => {
    const form = registration();
    await call(t, 'POST', '/api/user/register', { body: form });
    const activation = linkIn(await lastMailTo(t, form.email), 'registration-token');
    const body = { password: 'another good secret', confirmPwd: 'another good secret' };
    for (const token of [activation.token, 'B'.repeat(43), '%00<script>']) {
      expect(await call(t, 'POST', '/api/user/password/reset', { body: { ...body, token } })).toMatchObject({
        status: 400,
        body: messages.resetLinkUnknown,
      });
    }
    const user = await activeUser(t);
    t.clock.advance(10 * 60 * 1000);
    const { token } = await resetLinkFor(user.email);
    expect(
      (
        await call(t, 'POST', '/api/user/password/reset', {
          body: { password: 'another good secret', confirmPwd: 'other', token },
        })
      ).body.errors,
    ).toEqual({
      confirmPwd: 'VALIDATION.CONFIRM_PASSWORD',
    });
    expect(
      (await call(t, 'POST', '/api/user/password/reset', { body: { password: 'iloveyou1', confirmPwd: 'iloveyou1', token } }))
        .body.errors,
    ).toEqual({
      password: 'VALIDATION.PASSWORD_COMMON',
    });
    // The refused attempts did not use the link up.
    expect((await call(t, 'POST', '/api/user/password/reset', { body: { ...body, token } })).status).toBe(200);
  });

  it('activates an account never activated, since the link proves the e-mail', async () => {
    const form = registration();
    await call(t, 'POST', '/api/user/register', { body: form });
    const { token } = await resetLinkFor(form.email);
    expect(
      (
        await call(t, 'POST', '/api/user/password/reset', {
          body: { password: 'fresh password here', confirmPwd: 'fresh password here', token },
        })
      ).status,
    ).toBe(200);
    expect((await login(form.email, 'fresh password here')).status).toBe(200);
  });
});

describe('given a logged-in user changing the password', () => {
  it('answers a new token, ends every other session and keeps remember-me', async () => {
    const user = await activeUser(t, {}, true);
    const otherDevice = (await login(user.email, user.password)).body.token;
    const res = await call(t, 'PUT', '/api/user/password/change', {
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'my new long password', confirmPassword: 'my new long password' },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(res.body.token).not.toBe(user.token);
    expect((await call(t, 'GET', '/api/user/me', { token: user.token })).status).toBe(401);
    expect((await call(t, 'GET', '/api/user/me', { token: otherDevice })).status).toBe(401);
    expect((await call(t, 'GET', '/api/user/me', { token: res.body.token })).status).toBe(200);

    // Remember-me persists: the new token outlives a 12-hour session.
    t.clock.advance(13 * HOUR);
    expect((await call(t, 'GET', '/api/user/me', { token: res.body.token })).status).toBe(200);
    expect((await login(user.email, 'my new long password')).status).toBe(200);
  });

  it('refuses a wrong current password, a common or mismatched new one, and no token', async () => {
    const user = await activeUser(t);
    const change = (body: object, token: string | undefined = user.token) =>
      call(t, 'PUT', '/api/user/password/change', { token, body });
    expect(
      await change({
        oldPassword: 'not my password',
        newPassword: 'my new long password',
        confirmPassword: 'my new long password',
      }),
    ).toMatchObject({
      status: 400,
      body: messages.oldPasswordWrong,
    });
    expect(
      (await change({ oldPassword: user.password, newPassword: 'qwertyuiop', confirmPassword: 'qwertyuiop' })).body.errors,
    ).toEqual({
      newPassword: 'VALIDATION.PASSWORD_COMMON',
    });
    expect(
      (await change({ oldPassword: user.password, newPassword: 'my new long password', confirmPassword: 'my new long passwort' }))
        .body.errors,
    ).toEqual({
      confirmPassword: 'VALIDATION.CONFIRM_PASSWORD',
    });
    expect(
      (
        await change(
          { oldPassword: user.password, newPassword: 'my new long password', confirmPassword: 'my new long password' },
          '',
        )
      ).status,
    ).toBe(401);
    // Nothing changed.
    expect((await call(t, 'GET', '/api/user/me', { token: user.token })).status).toBe(200);
    expect((await login(user.email, goodPassword)).status).toBe(200);
  });
});

describe('given password requests for an e-mail with and without an account', () => {
  it('answers before the e-mail is even looked up: when the answer leaves, nothing is stored or mailed yet', async () => {
    const atAnswer: { links: number; mails: number }[] = [];
    let userId = 0;
    const app = await createTestApp({
      setup: (fastify) =>
        fastify.addHook('onSend', async (request, _reply, payload) => {
          if (request.url !== '/api/user/password/request') return payload;
          const [row] = rowsOf<{ n: number }>(
            await app.database.db.execute(
              sql`SELECT count(*)::int AS n FROM one_time_tokens WHERE purpose = 'reset' AND user_id = ${userId}`,
            ),
          );
          const outbox = app.config.mailOutboxDir;
          atAnswer.push({ links: Number(row?.n), mails: fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0 });
          return payload;
        }),
    });
    try {
      const user = await activeUser(app);
      userId = Number((await call(app, 'GET', '/api/user/me', { token: user.token })).body.id);
      const mailsBefore = (await app.outbox()).length;
      const known = await call(app, 'POST', '/api/user/password/request', { body: { email: user.email } });
      expect(atAnswer).toEqual([{ links: 0, mails: mailsBefore }]);
      // Afterwards the link is stored and mailed to the account's owner.
      expect((await app.outbox()).length).toBe(mailsBefore + 1);
      expect(linkIn(await lastMailTo(app, user.email), 'reset-token').token).toHaveLength(43);
      // An unknown e-mail gets the very same answer, and nothing is stored or sent.
      const unknown = await call(app, 'POST', '/api/user/password/request', { body: { email: uniqueEmail('nobody') } });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect((await app.outbox()).length).toBe(mailsBefore + 1);
    } finally {
      await app.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastMailTo, registration } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { capturedLog } from '../test-support/log';
import { linkIn } from '../test-support/mime';

let t: TestApp;
const captured = capturedLog();
beforeAll(async () => {
  t = await createTestApp({ log: captured.stream });
});
afterAll(async () => {
  await t?.close();
});

describe('given the log of a whole account lifecycle, with a forced database error', () => {
  it('holds no e-mail, name, password, password hash, token or link of the user', async () => {
    const form = registration({ firstName: 'Lifecyclia', lastName: 'Loggerová' });
    const secrets: string[] = [form.email, form.firstName, form.lastName, form.password];
    const newPassword = 'a second secret phrase';
    const lastPassword = 'a third secret phrase';
    secrets.push(newPassword, lastPassword);

    expect((await call(t, 'POST', '/api/user/register', { body: form })).status).toBe(201);
    const activation = linkIn(await lastMailTo(t, form.email), 'registration-token');
    secrets.push(activation.token, activation.link);
    // The browser opens the e-mailed link: the page request carries the token in its query.
    await t.app.inject({ method: 'GET', url: `/login?registration-token=${activation.token}` });
    expect((await call(t, 'POST', '/api/user/register/validate', { body: { token: activation.token } })).status).toBe(200);
    const login = await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: form.password } });
    const token = login.body.token as string;
    secrets.push(token);
    expect((await call(t, 'GET', '/api/user/me', { token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/user/me/full', { token })).status).toBe(200);
    const { email: _e, password: _p, confirmPwd: _c, gdpr: _g, ...profile } = form;
    expect((await call(t, 'PUT', '/api/user/update', { token, body: profile })).status).toBe(200);
    expect((await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: 'a wrong guess' } })).status).toBe(
      400,
    );

    expect((await call(t, 'POST', '/api/user/password/request', { body: { email: form.email } })).status).toBe(200);
    const reset = linkIn(await lastMailTo(t, form.email), 'reset-token');
    secrets.push(reset.token, reset.link);
    await t.app.inject({ method: 'GET', url: `/login?reset-token=${reset.token}` });
    const resetBody = { password: newPassword, confirmPwd: newPassword, token: reset.token };
    expect((await call(t, 'POST', '/api/user/password/reset', { body: resetBody })).status).toBe(200);
    const second = (await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: newPassword } })).body
      .token as string;
    secrets.push(second);
    const changed = await call(t, 'PUT', '/api/user/password/change', {
      token: second,
      body: { oldPassword: newPassword, newPassword: lastPassword, confirmPassword: lastPassword },
    });
    expect(changed.status).toBe(200);
    secrets.push(changed.body.token);

    // A failing statement: PostgreSQL refuses the update, whose parameters are the user's personal data.
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_log_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure for the log test'; END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_log_test BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_log_test()`,
    );
    const failed = await call(t, 'PUT', '/api/user/update', { token: changed.body.token, body: profile });
    expect(failed.status).toBe(500);
    // …and one on insert, whose parameters include an e-mail and a password hash.
    const other = registration({ firstName: 'Secondperson' });
    secrets.push(other.email, other.firstName);
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_log_test_insert BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_log_test()`,
    );
    expect((await call(t, 'POST', '/api/user/register', { body: other })).status).toBe(500);
    await t.database.db.execute(sql`DROP TRIGGER refuse_log_test ON users`);
    await t.database.db.execute(sql`DROP TRIGGER refuse_log_test_insert ON users`);

    expect((await call(t, 'POST', '/api/user/logout', { token: changed.body.token })).status).toBe(204);
    const third = (await call(t, 'POST', '/api/user/token', { body: { email: form.email, password: lastPassword } })).body
      .token as string;
    expect((await call(t, 'DELETE', '/api/user/delete', { token: third, body: { password: lastPassword } })).status).toBe(200);
    await t.outbox();

    // The log was written (the failures too, and one line per request by its route) …
    const log = captured.text();
    expect(log).toContain('unhandled error');
    expect(log).toContain('"route":"/api/user/register/validate"');
    expect(log).toContain('P0001');
    expect(log).toContain('mail written to the outbox');
    // … and holds none of it.
    const lower = log.toLowerCase();
    for (const secret of secrets) expect(lower, secret).not.toContain(secret.toLowerCase());
    expect(log).not.toContain('scrypt$');
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toMatch(/authorization/i);
    expect(log).not.toContain('remoteAddress');
    expect(log).not.toContain('registration-token=');
  });
});

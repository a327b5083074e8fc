import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../http/messages';
import { activeUser, call, registration, uniqueEmail } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';

const window = 15 * 60 * 1000;
const rateLimits = {
  tokenPerIp: { limit: 6, windowMs: window },
  tokenPerEmail: { limit: 3, windowMs: window },
  registerPerIp: { limit: 3, windowMs: window },
  registerPerEmail: { limit: 2, windowMs: window },
  passwordRequestPerIp: { limit: 4, windowMs: window },
  passwordRequestPerEmail: { limit: 2, windowMs: window },
  passwordCheckPerUser: { limit: 2, windowMs: window },
};

let t: TestApp;
/** A second API process on the same database: the counters must be shared. */
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { rateLimits } });
  other = await createTestApp({ database: t.database, accounts: { rateLimits, clock: t.clock } });
});
afterAll(async () => {
  await other?.app.close();
  await t?.close();
});

const wrongLogin = (app: TestApp, email: string, ip: string) =>
  call(app, 'POST', '/api/user/token', { body: { email, password: 'wrong password' }, ip });

describe('given repeated login attempts', () => {
  it('answers 429 with Retry-After once an e-mail is over its limit, counted across processes, until the window ends', async () => {
    const user = await activeUser(t);
    t.clock.advance(window);
    expect((await wrongLogin(t, user.email, '10.0.0.1')).status).toBe(400);
    expect((await wrongLogin(other, user.email, '10.0.0.2')).status).toBe(400);
    expect((await wrongLogin(t, user.email, '10.0.0.3')).status).toBe(400);
    const limited = await wrongLogin(other, user.email, '10.0.0.4');
    expect(limited).toMatchObject({ status: 429, body: messages.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is on attempts, not on failures.
    expect(
      (await call(t, 'POST', '/api/user/token', { body: { email: user.email, password: user.password }, ip: '10.0.0.5' })).status,
    ).toBe(429);

    t.clock.advance(window);
    expect(
      (await call(t, 'POST', '/api/user/token', { body: { email: user.email, password: user.password }, ip: '10.0.0.6' })).status,
    ).toBe(200);
  });

  it('limits one IP address across many e-mails', async () => {
    t.clock.advance(window);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await wrongLogin(t, uniqueEmail(), '10.1.1.1')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    expect((await wrongLogin(t, uniqueEmail(), '10.1.1.2')).status).toBe(400);
  });
});

describe('given repeated registrations', () => {
  it('limits registrations per e-mail and per IP', async () => {
    t.clock.advance(window);
    const form = registration();
    expect((await call(t, 'POST', '/api/user/register', { body: form, ip: '10.2.0.1' })).status).toBe(201);
    expect((await call(t, 'POST', '/api/user/register', { body: form, ip: '10.2.0.2' })).status).toBe(201);
    expect((await call(t, 'POST', '/api/user/register', { body: form, ip: '10.2.0.3' })).status).toBe(429);

    expect((await call(t, 'POST', '/api/user/register', { body: registration(), ip: '10.2.0.9' })).status).toBe(201);
    expect((await call(t, 'POST', '/api/user/register', { body: registration(), ip: '10.2.0.9' })).status).toBe(201);
    expect((await call(t, 'POST', '/api/user/register', { body: registration(), ip: '10.2.0.9' })).status).toBe(201);
    expect((await call(t, 'POST', '/api/user/register', { body: registration(), ip: '10.2.0.9' })).status).toBe(429);
  });

  it('does not count requests refused as malformed', async () => {
    t.clock.advance(window);
    for (let i = 0; i < 5; i++)
      expect((await call(t, 'POST', '/api/user/register', { body: { email: 'x' }, ip: '10.3.0.1' })).status).toBe(400);
    expect((await call(t, 'POST', '/api/user/register', { body: registration(), ip: '10.3.0.1' })).status).toBe(201);
  });
});

describe('given repeated password requests', () => {
  it('limits them per e-mail, for known and unknown e-mails alike', async () => {
    t.clock.advance(window);
    for (const email of [uniqueEmail(), (await activeUser(t)).email]) {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await call(t, 'POST', '/api/user/password/request', { body: { email }, ip: `10.4.0.${i}` })).status);
      expect(statuses).toEqual([200, 200, 429]);
    }
  });
});

describe('given a stolen session guessing the password', () => {
  it('limits password checks on change and delete per user', async () => {
    const user = await activeUser(t);
    t.clock.advance(window);
    const wrong = { oldPassword: 'guess number one', newPassword: 'whatever it is now', confirmPassword: 'whatever it is now' };
    expect((await call(t, 'PUT', '/api/user/password/change', { token: user.token, body: wrong })).status).toBe(400);
    expect(
      (await call(t, 'DELETE', '/api/user/delete', { token: user.token, body: { password: 'guess number two' } })).status,
    ).toBe(400);
    expect((await call(t, 'DELETE', '/api/user/delete', { token: user.token, body: { password: user.password } })).status).toBe(
      429,
    );
  });
});

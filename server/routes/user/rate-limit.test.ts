import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { defaultRateLimits } from '../../services/rate-limit';
import { activeUser, call, lastMailTo, registration, uniqueEmail } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { linkIn } from '../../test-support/mime';

const window = 15 * 60 * 1000;
const rateLimits = {
  tokenPerIp: { limit: 6, windowMs: window },
  tokenPerAddressEmail: { limit: 3, windowMs: window },
  tokenFailuresPerEmail: { limit: 5, windowMs: window },
  registerPerIp: { limit: 3, windowMs: window },
  registerPerEmail: { limit: 2, windowMs: window },
  passwordRequestPerIp: { limit: 4, windowMs: window },
  passwordRequestPerEmail: { limit: 2, windowMs: window },
  passwordCheckPerUser: { limit: 2, windowMs: window },
};

let t: TestApp;
/** A second API process on the same database: the counters must be shared. */
let other: TestApp;
/** A third one with the production limits. */
let defaults: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { rateLimits } });
  other = await createTestApp({ database: t.database, accounts: { rateLimits, clock: t.clock } });
  defaults = await createTestApp({ database: t.database, accounts: { clock: t.clock } });
});
afterAll(async () => {
  await defaults?.app.close();
  await other?.app.close();
  await t?.close();
});

const wrongLogin = (app: TestApp, email: string, ip: string) =>
  call(app, 'POST', '/api/user/token', { body: { email, password: 'wrong password' }, ip });

const login = (app: TestApp, email: string, password: string, ip: string) =>
  call(app, 'POST', '/api/user/token', { body: { email, password }, ip });

async function resetPassword(app: TestApp, email: string, password: string) {
  app.clock.advance(window);
  expect((await call(app, 'POST', '/api/user/password/request', { body: { email }, ip: '10.9.9.9' })).status).toBe(200);
  const { token } = linkIn(await lastMailTo(app, email), 'reset-token');
  const reset = await call(app, 'POST', '/api/user/password/reset', { body: { password, confirmPwd: password, token } });
  expect(reset.status).toBe(200);
}

describe('given repeated login attempts (ASVS 5.0 chapter 6: no lockout of the owner by others)', () => {
  it('stops an address guessing at one account, counted across processes, while the owner elsewhere gets in', async () => {
    const user = await activeUser(t);
    t.clock.advance(window);
    expect((await wrongLogin(t, user.email, '10.0.0.1')).status).toBe(400);
    expect((await wrongLogin(other, user.email, '10.0.0.1')).status).toBe(400);
    expect((await wrongLogin(t, user.email, '10.0.0.1')).status).toBe(400);
    const limited = await wrongLogin(other, user.email, '10.0.0.1');
    expect(limited).toMatchObject({ status: 429, body: messages.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // From that address even the right password waits; from the owner's own address it works at once.
    expect((await login(t, user.email, user.password, '10.0.0.1')).status).toBe(429);
    expect((await login(t, user.email, user.password, '10.0.0.2')).status).toBe(200);
    t.clock.advance(window);
    expect((await login(t, user.email, user.password, '10.0.0.1')).status).toBe(200);
  });

  it('lets the owner in from the same address after a password reset', async () => {
    const user = await activeUser(t);
    t.clock.advance(window);
    for (let i = 0; i < 3; i++) expect((await wrongLogin(t, user.email, '10.0.1.1')).status).toBe(400);
    expect((await login(t, user.email, user.password, '10.0.1.1')).status).toBe(429);
    await resetPassword(t, user.email, 'my brand new password');
    expect((await login(t, user.email, 'my brand new password', '10.0.1.1')).status).toBe(200);
  });

  it('does not count the logins that succeed', async () => {
    const user = await activeUser(t);
    t.clock.advance(window);
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      statuses.push((await wrongLogin(t, user.email, '10.0.2.1')).status);
      statuses.push((await wrongLogin(t, user.email, '10.0.2.1')).status);
      statuses.push((await login(t, user.email, user.password, '10.0.2.1')).status);
    }
    // 3 attempts are allowed from one address: the success in between started the count afresh.
    expect(statuses).toEqual([400, 400, 200, 400, 400, 200]);
  });

  it('caps the failures at one account from all addresses together, until the owner resets the password', async () => {
    const user = await activeUser(t);
    t.clock.advance(window);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrongLogin(i % 2 ? other : t, user.email, `10.0.3.${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await login(t, user.email, user.password, '10.0.3.99')).status).toBe(429);
    await resetPassword(t, user.email, 'another new password');
    expect((await login(t, user.email, 'another new password', '10.0.3.99')).status).toBe(200);
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
    const pause = 5 * 60 * 1000 + 1000; // a registration within 5 minutes of the last one waits anyway
    expect((await call(t, 'POST', '/api/user/register', { body: form, ip: '10.2.0.1' })).status).toBe(201);
    t.clock.advance(pause);
    expect((await call(t, 'POST', '/api/user/register', { body: form, ip: '10.2.0.2' })).status).toBe(201);
    t.clock.advance(pause);
    expect(await call(t, 'POST', '/api/user/register', { body: form, ip: '10.2.0.3' })).toMatchObject({
      status: 429,
      body: messages.tooManyRequests,
    });

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
      for (let i = 0; i < 3; i++) {
        statuses.push((await call(t, 'POST', '/api/user/password/request', { body: { email }, ip: `10.4.0.${i}` })).status);
        t.clock.advance(5 * 60 * 1000 + 1000);
      }
      expect(statuses).toEqual([200, 200, 429]);
    }
  });

  it('asks to wait 5 minutes before a second link for the same e-mail, known or not, in the words of docs/product/api.md', async () => {
    // The production limits: the hourly ones above are lowered for this file.
    t.clock.advance(window);
    for (const email of [uniqueEmail(), (await activeUser(t)).email]) {
      const request = (ip: string) => call(defaults, 'POST', '/api/user/password/request', { body: { email }, ip });
      expect((await request('10.5.0.1')).status).toBe(200);
      const again = await request('10.5.0.2');
      expect(again).toMatchObject({ status: 429, body: messages.resetTooSoon });
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      t.clock.advance(5 * 60 * 1000 + 1000);
      expect((await request('10.5.0.3')).status).toBe(200);
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

describe('given the benchmarks’ BENCH_RATE_LIMIT_FACTOR', () => {
  it('keeps the production limits exactly when it is not set', () => {
    expect(defaults.config.rateLimitFactor).toBe(1);
    expect(defaults.app.accounts.rateLimits).toEqual(defaultRateLimits);
  });

  it('only multiplies the counts, windows unchanged, when a benchmark sets it', async () => {
    const raised = await createTestApp({ env: { BENCH_RATE_LIMIT_FACTOR: '1000' } });
    try {
      for (const [name, rule] of Object.entries(defaultRateLimits)) {
        expect(raised.app.accounts.rateLimits[name as keyof typeof defaultRateLimits]).toEqual({
          limit: rule.limit * 1000,
          windowMs: rule.windowMs,
        });
      }
    } finally {
      await raised.close();
    }
  });
});

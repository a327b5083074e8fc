import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireStaff } from '../http/auth';
import { activeUser, call, registration } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { defaultStaffEmail, StaffInputError } from './staff';
import { printStaffSeed } from './staff-notice';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    setup: (app) => app.get('/api/staff-probe', { preHandler: requireStaff }, async () => ({ ok: true })),
  });
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string) => call(t, 'POST', '/api/user/token', { body: { email, password } });

describe('given a first start without STAFF_EMAIL', () => {
  it('creates one staff account with a generated password, shown once, and nothing on later starts', async () => {
    const seeded = await t.app.accounts.staff.seed({});
    expect(seeded).toMatchObject({
      email: defaultStaffEmail,
      created: true,
      generatedPassword: expect.stringMatching(/^\S{20}$/),
    });
    let printed = '';
    printStaffSeed(seeded, (text) => (printed += text));
    expect(printed).toContain(seeded!.generatedPassword);
    expect(await t.app.accounts.staff.seed({})).toBeUndefined();

    const token = (await login(defaultStaffEmail, seeded!.generatedPassword!)).body.token;
    expect((await call(t, 'GET', '/api/user/me', { token })).body).toMatchObject({
      role: 'staff',
      is_staff: true,
      first_name: 'Staff',
    });
    expect(await call(t, 'GET', '/api/staff-probe', { token })).toMatchObject({ status: 200, body: { ok: true } });
  });
});

describe('given STAFF_EMAIL and STAFF_PASSWORD', () => {
  it('creates that staff account once and never overwrites an existing account', async () => {
    const seeded = await t.app.accounts.staff.seed({ staffEmail: 'boss@example.com', staffPassword: 'boss password 2025' });
    expect(seeded).toEqual({ email: 'boss@example.com', created: true });
    expect((await login('boss@example.com', 'boss password 2025')).status).toBe(200);
    expect(
      await t.app.accounts.staff.seed({ staffEmail: 'BOSS@example.com', staffPassword: 'other password 2025' }),
    ).toBeUndefined();
    expect((await login('boss@example.com', 'boss password 2025')).status).toBe(200);

    const pending = registration();
    await call(t, 'POST', '/api/user/register', { body: pending });
    expect(await t.app.accounts.staff.seed({ staffEmail: pending.email, staffPassword: 'boss password 2025' })).toBeUndefined();
    expect((await login(pending.email, 'boss password 2025')).status).toBe(400);
  });

  it('refuses a weak or malformed staff setting', async () => {
    await expect(t.app.accounts.staff.seed({ staffEmail: 'x@example.com', staffPassword: 'short' })).rejects.toBeInstanceOf(
      StaffInputError,
    );
    await expect(t.app.accounts.staff.seed({ staffEmail: 'x@example.com', staffPassword: 'password123' })).rejects.toThrow(
      /too common/,
    );
    await expect(
      t.app.accounts.staff.seed({ staffEmail: 'not an e-mail', staffPassword: 'good enough pass' }),
    ).rejects.toBeInstanceOf(StaffInputError);
  });
});

describe('given create-staff for an existing account', () => {
  it('promotes an activated user, who keeps the password and the sessions', async () => {
    const user = await activeUser(t);
    expect((await call(t, 'GET', '/api/staff-probe', { token: user.token })).status).toBe(403);
    expect(await t.app.accounts.staff.createStaff({ email: user.email })).toEqual({ email: user.email, created: false });
    expect((await call(t, 'GET', '/api/staff-probe', { token: user.token })).status).toBe(200);
  });

  it('gives a never-activated registration a new password, so its registrant cannot log in as staff', async () => {
    const pending = registration();
    await call(t, 'POST', '/api/user/register', { body: pending });
    const result = await t.app.accounts.staff.createStaff({ email: pending.email });
    expect(result.generatedPassword).toBeDefined();
    expect((await login(pending.email, pending.password)).status).toBe(400);
    expect((await login(pending.email, result.generatedPassword!)).status).toBe(200);
  });
});

describe('given requireStaff', () => {
  it('answers 401 without a token and 403 for a respondent', async () => {
    expect((await call(t, 'GET', '/api/staff-probe')).status).toBe(401);
    const user = await activeUser(t);
    expect(await call(t, 'GET', '/api/staff-probe', { token: user.token })).toMatchObject({
      status: 403,
      body: { en: 'This page is for staff only' },
    });
  });
});

describe('given a staff account made by the command line, without profile answers', () => {
  it('answers its unset text fields as empty strings, numbers and yes/no as null, in the profile schema', async () => {
    const email = `cli.staff.${process.pid}@example.org`;
    await t.app.accounts.staff.createStaff({ email, password: 'a long staff password' });
    const token = (await login(email, 'a long staff password')).body.token;
    const full = await call(t, 'GET', '/api/user/me/full', { token });
    expect(full.status).toBe(200);
    expect(full.body).toEqual({
      first_name: 'Staff',
      last_name: '',
      email,
      country: '',
      residence: '',
      education: '',
      gender: '',
      age: null,
      employment: null,
      unemployed_months: null,
      job_fields: [],
    });
    // A client that formats the text fields (toUpperCase, a country name lookup) does not crash on them.
    for (const field of ['country', 'residence', 'education', 'gender', 'first_name', 'last_name'])
      expect(typeof full.body[field], field).toBe('string');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '../../../contract/api/user';
import { rowsOf } from '../../db/migrate';
import { messages } from '../../../contract/messages';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profileForm = {
  firstName: 'Ivan',
  lastName: 'Horvat',
  location: 'HR',
  residence: 'immigrant',
  education: 'tertiary',
  gender: 'male',
  age: 61,
  employment: false,
  unemployedMonths: 7,
  jobField: [],
};

describe('given a logged-in user editing the profile', () => {
  it('saves the form and answers the updated profile; the e-mail cannot be changed', async () => {
    const user = await activeUser(t);
    const res = await call(t, 'PUT', '/api/user/update', {
      token: user.token,
      body: { ...profileForm, email: 'new@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      first_name: 'Ivan',
      last_name: 'Horvat',
      email: user.email,
      country: 'HR',
      residence: 'immigrant',
      education: 'tertiary',
      gender: 'male',
      age: 61,
      employment: false,
      unemployed_months: 7,
      job_fields: [],
    });
    expect((await call(t, 'GET', '/api/user/me/full', { token: user.token })).body).toEqual(res.body);
  });

  it('answers 400 with field errors and changes nothing for an invalid form', async () => {
    const user = await activeUser(t);
    const res = await call(t, 'PUT', '/api/user/update', {
      token: user.token,
      body: {
        ...profileForm,
        lastName: 'y'.repeat(101),
        age: -1,
        employment: false,
        unemployedMonths: -2,
        location: 'x'.repeat(101),
      },
    });
    expect(res.body.errors).toEqual({
      lastName: 'VALIDATION.LAST_NAME_MAX',
      age: 'VALIDATION.REQUIRED',
      unemployedMonths: 'VALIDATION.UNEMPLOYED_MIN',
      location: 'VALIDATION.LOCATION_MAX',
    });
    expect((await call(t, 'GET', '/api/user/me/full', { token: user.token })).body.last_name).toBe(user.lastName);
  });

  it("changes only the token owner's profile, whoever else is named", async () => {
    const alice = await activeUser(t, { firstName: 'Alice' });
    const bob = await activeUser(t, { firstName: 'Bob' });
    await call(t, 'PUT', '/api/user/update', {
      token: bob.token,
      body: { ...profileForm, firstName: 'Bobby', email: alice.email, id: 1 },
    });
    expect((await call(t, 'GET', '/api/user/me', { token: alice.token })).body.first_name).toBe('Alice');
    expect((await call(t, 'GET', '/api/user/me', { token: bob.token })).body.first_name).toBe('Bobby');
    // Bob cannot delete Alice's account with her password.
    expect(
      await call(t, 'DELETE', '/api/user/delete', { token: bob.token, body: { password: `${alice.password}x` } }),
    ).toMatchObject({
      status: 400,
      body: messages.passwordWrong,
    });
  });

  it('answers 401 without a token', async () => {
    expect(await call(t, 'PUT', '/api/user/update', { body: profileForm })).toMatchObject({
      status: 401,
      body: messages.loginRequired,
    });
  });
});

describe('given a staff account made from the command line (a name and nothing else)', () => {
  async function staffToken(email: string) {
    await t.app.accounts.staff.createStaff({ email, password: 'a long staff password' });
    const login = await call(t, 'POST', '/api/user/token', { body: { email, password: 'a long staff password' } });
    return login.body.token as string;
  }

  it('sets the name alone; the respondent details stay not given', async () => {
    const token = await staffToken('profile.staff@example.org');
    expect((await call(t, 'GET', '/api/user/me', { token })).body.first_name).toBe('Staff');
    const res = await call(t, 'PUT', '/api/user/update', {
      token,
      body: { firstName: 'Ana', lastName: 'Novak', location: '', residence: null, age: null, employment: null, jobField: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Ana', last_name: 'Novak', country: '', age: null, employment: null });
    expect((await call(t, 'GET', '/api/user/me', { token })).body).toMatchObject({ first_name: 'Ana', last_name: 'Novak' });
  });

  it('checks what staff do give by the same rules, and needs the name', async () => {
    const token = await staffToken('profile.staff2@example.org');
    const res = await call(t, 'PUT', '/api/user/update', { token, body: { firstName: 'Ana', lastName: '', age: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ lastName: 'VALIDATION.REQUIRED', age: 'VALIDATION.REQUIRED' });
  });
});

describe('given a respondent sending only a name', () => {
  it('answers 400 naming every missing detail, as before', async () => {
    const user = await activeUser(t);
    const res = await call(t, 'PUT', '/api/user/update', { token: user.token, body: { firstName: 'Ana', lastName: 'Novak' } });
    expect(res).toMatchObject({ status: 400, body: { en: messages.requiredFields.en } });
    expect(res.body.errors).toEqual({
      location: 'VALIDATION.REQUIRED',
      residence: 'VALIDATION.REQUIRED',
      education: 'VALIDATION.REQUIRED',
      gender: 'VALIDATION.REQUIRED',
      age: 'VALIDATION.REQUIRED',
      employment: 'VALIDATION.REQUIRED',
    });
    expect((await call(t, 'GET', '/api/user/me', { token: user.token })).body.first_name).toBe(user.firstName);
  });
});

describe('given a user deleting the account', () => {
  it('refuses a wrong or missing password and keeps the account', async () => {
    const user = await activeUser(t);
    expect(
      await call(t, 'DELETE', '/api/user/delete', { token: user.token, body: { password: 'not the password' } }),
    ).toMatchObject({
      status: 400,
      body: messages.passwordWrong,
    });
    expect((await call(t, 'DELETE', '/api/user/delete', { token: user.token, body: {} })).body.errors).toEqual({
      password: 'VALIDATION.REQUIRED',
    });
    expect((await call(t, 'GET', '/api/user/me', { token: user.token })).status).toBe(200);
  });

  it('deletes every personal detail and token; the deleted user’s tokens answer 401 and the e-mail is free again', async () => {
    const user = await activeUser(t, { firstName: 'Erased' });
    const res = await call(t, 'DELETE', '/api/user/delete', { token: user.token, body: { password: user.password } });
    expect(res).toMatchObject({ status: 200, body: { message: userMessages.deleted } });
    expect(await call(t, 'GET', '/api/user/me', { token: user.token })).toMatchObject({
      status: 401,
      body: messages.sessionExpired,
    });
    expect((await call(t, 'POST', '/api/user/token', { body: { email: user.email, password: user.password } })).status).toBe(400);
    const leftovers = rowsOf(
      await t.database.db.execute(sql`SELECT id FROM users WHERE first_name = 'Erased' OR lower(email) = lower(${user.email})`),
    );
    expect(leftovers).toEqual([]);
    expect(
      (
        await call(t, 'POST', '/api/user/register', {
          body: {
            ...profileForm,
            email: user.email,
            password: 'a new password here',
            confirmPwd: 'a new password here',
            gdpr: true,
          },
        })
      ).status,
    ).toBe(201);
  });

  it('keeps a respondent id another table still refers to, marked anonymised, and drops one nothing refers to', async () => {
    await t.database.db.execute(
      sql`CREATE TABLE IF NOT EXISTS test_answers (respondent_id uuid NOT NULL REFERENCES respondents (id), answer text)`,
    );
    const withAnswers = await activeUser(t);
    const withoutAnswers = await activeUser(t);
    const respondentOf = async (email: string) =>
      rowsOf<{ respondent_id: string }>(
        await t.database.db.execute(sql`SELECT respondent_id FROM users WHERE lower(email) = lower(${email})`),
      )[0]!.respondent_id;
    const kept = await respondentOf(withAnswers.email);
    const dropped = await respondentOf(withoutAnswers.email);
    await t.database.db.execute(sql`INSERT INTO test_answers VALUES (${kept}, 'rather agree')`);

    for (const user of [withAnswers, withoutAnswers]) {
      expect((await call(t, 'DELETE', '/api/user/delete', { token: user.token, body: { password: user.password } })).status).toBe(
        200,
      );
    }
    const respondents = rowsOf<{ id: string; anonymised_at: unknown }>(
      await t.database.db.execute(sql`SELECT id, anonymised_at FROM respondents WHERE id IN (${kept}, ${dropped})`),
    );
    expect(respondents).toEqual([{ id: kept, anonymised_at: expect.anything() }]);
    expect(rowsOf(await t.database.db.execute(sql`SELECT answer FROM test_answers WHERE respondent_id = ${kept}`))).toEqual([
      { answer: 'rather agree' },
    ]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterFormInput } from '../../../contract/user-forms';
import { migrate, rowsOf } from '../../db/migrate';
import { surveyAttempts, users } from '../../db/schema';
import { DAY } from '../../services/clock';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { csvRecords, parseSemicolonCsv, unzip } from '../../test-support/research-package';
import { completeAttempt, seedFixtureTopics } from '../../test-support/survey';

/**
 * Withdrawal (docs/research-data.md, "Withdrawal: a deleted account"): once an account is deleted, by its
 * person or by the retention job, every export holds their completed attempts' coded answers and results,
 * but no profile, no respondent id of theirs and no free text; their unfinished attempts are gone. The
 * migration does the same for accounts deleted before it.
 */
let t: TestApp;
let topics: Record<string, number>;
let staff: { email: string; password: string };

/** A profile no other person of this file has, so a leak would show. */
const withdrawingProfile: Partial<RegisterFormInput> = {
  location: 'SK',
  age: 67,
  gender: 'male',
  education: 'tertiary',
  employment: false,
  unemployedMonths: 14,
  jobField: [],
};

const profileColumns = ['country', 'residence', 'age', 'gender', 'education', 'employment', 'unemployed_months'];

beforeAll(async () => {
  t = await createTestApp();
  topics = await seedFixtureTopics(t);
  staff = await activeUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.email, staff.email));
});
afterAll(async () => t?.close());

/** A fresh staff session: the retention test moves the clock past the earlier one's expiry. */
async function staffToken() {
  const login = await call(t, 'POST', '/api/user/token', { body: { email: staff.email, password: staff.password } });
  return login.body.token as string;
}

/** A person with a profile who completes the general topic, writing `text`, and leaves the wlb topic unfinished. */
async function personWhoAnswered(text: string, profile: Partial<RegisterFormInput> = withdrawingProfile) {
  const person = await activeUser(t, profile);
  const [account] = await t.database.db
    .select({ respondentId: users.respondentId })
    .from(users)
    .where(eq(users.email, person.email));
  const made = await completeAttempt(t, person.token, topics.alpha!, text);
  const unfinished = await call(t, 'POST', '/api/survey/generate', { body: { topic: topics.beta }, token: person.token });
  return {
    ...person,
    respondentId: account!.respondentId,
    attempt: made.survey_attempt,
    unfinished: unfinished.body.survey_attempt as string,
  };
}

/** The semicolon CSV as objects by column name. */
function semicolonRecords(text: string): Record<string, string>[] {
  const [header, ...body] = parseSemicolonCsv(text);
  return body.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

async function semicolonCsv() {
  const res = await call(t, 'POST', '/api/export', { token: await staffToken(), body: { topic: topics.alpha, language: 'en' } });
  expect(res.status).toBe(200);
  const text = res.body as string;
  return { text, records: semicolonRecords(text) };
}

async function researchPackage() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/export/package',
    headers: { authorization: `Token ${await staffToken()}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ topic: topics.alpha, language: 'en', all_topics: true }),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const entries = await unzip(res.rawPayload);
  const text = (name: string) => entries.get(name)!.toString('utf8');
  return { entries, responses: csvRecords(text('responses.csv')), answers: csvRecords(text('answers.csv')) };
}

/** The CSV columns of the alpha questions, by question type, named from the stored attempt. */
async function questionColumns(attemptId: string) {
  const [attempt] = await t.database.db.select().from(surveyAttempts).where(eq(surveyAttempts.id, attemptId));
  const types = rowsOf<{ id: number; type: string }>(
    await t.database.db.execute(
      sql`SELECT id, type FROM questions WHERE id IN (${sql.join(
        attempt!.questionIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return Object.fromEntries(types.map((q) => [q.type, `q${q.id}`]));
}

/** Both exports hold the attempt's coded answers and results, but nothing that leads back to the person. */
async function expectWithdrawn(person: Awaited<ReturnType<typeof personWhoAnswered>>, text: string) {
  const columns = await questionColumns(person.attempt);
  const csv = await semicolonCsv();
  const row = csv.records.find((r) => r.attempt_id === person.attempt)!;
  expect(row).toBeDefined();
  expect(row.respondent).toBe('');
  for (const column of [...profileColumns, 'job_sectors']) expect(row[column], column).toBe('');
  expect(row[columns.OCA!]).toBe('Right');
  expect(row[columns.TXT!]).toBe('');
  expect(Object.entries(row).filter(([name, value]) => /^s\d+_level$/.test(name) && value !== '')).not.toEqual([]);
  expect(csv.text).not.toContain(text);
  expect(csv.text).not.toContain(person.respondentId);

  const pack = await researchPackage();
  const response = pack.responses.find((r) => r.attempt === person.attempt)!;
  expect(response).toBeDefined();
  expect(response.respondent).toBe('');
  for (const column of profileColumns) expect(response[column], column).toBe('');
  for (const [name, value] of Object.entries(response)) if (name.startsWith('sector_')) expect(value, name).toBe('');
  const answered = pack.answers.filter((a) => a.attempt === person.attempt);
  expect(answered.length).toBeGreaterThan(1);
  expect(answered.some((a) => a.label === 'Right')).toBe(true);
  for (const [name, content] of pack.entries) {
    expect(content.toString('utf8'), name).not.toContain(text);
    expect(content.toString('utf8'), name).not.toContain(person.respondentId);
  }
}

/** What the database still holds of the person: their respondent row and unfinished attempt should be gone. */
async function leftovers(person: Awaited<ReturnType<typeof personWhoAnswered>>) {
  const respondents = rowsOf(await t.database.db.execute(sql`SELECT 1 FROM respondents WHERE id = ${person.respondentId}`));
  const unfinished = await t.database.db.select().from(surveyAttempts).where(eq(surveyAttempts.id, person.unfinished));
  const [completed] = await t.database.db.select().from(surveyAttempts).where(eq(surveyAttempts.id, person.attempt));
  return { respondents: respondents.length, unfinished: unfinished.length, completed: completed! };
}

describe('given a person who answered in their own words and deletes the account', () => {
  it('exports their completed attempt as anonymous data: coded answers, no profile, no respondent id, no text', async () => {
    const text = 'My manager at the Bratislava depot, Jana Horváthová, never lets me learn';
    const person = await personWhoAnswered(text);
    const kept = await personWhoAnswered('Words of a person who stays', { location: 'CZ', age: 58 });
    const deleted = await call(t, 'DELETE', '/api/user/delete', { token: person.token, body: { password: person.password } });
    expect(deleted.status).toBe(200);

    await expectWithdrawn(person, text);
    const left = await leftovers(person);
    expect(left).toMatchObject({ respondents: 0, unfinished: 0, completed: { respondentId: null, profile: null } });
    expect(Object.values(left.completed.answers).filter((a) => a.withdrawn)).toEqual([
      expect.objectContaining({ answered: '', withdrawn: true, pasted: false }),
    ]);

    // Someone who stays is exported as before.
    const csv = await semicolonCsv();
    expect(csv.records.find((r) => r.attempt_id === kept.attempt)).toMatchObject({ respondent: kept.respondentId, age: '58' });
    expect(csv.text).toContain('Words of a person who stays');
  });
});

describe('given accounts deleted before the withdrawal was written down', () => {
  it('makes the migration withdraw their attempts and drop their respondent ids', async () => {
    const text = 'Words written before this version';
    const person = await personWhoAnswered(text);
    // The deletion as it was: the users row gone, the respondent kept (marked) because attempts referred to it.
    await t.database.db.execute(sql`DELETE FROM users WHERE respondent_id = ${person.respondentId}`);
    await t.database.db.execute(sql`UPDATE respondents SET anonymised_at = now() WHERE id = ${person.respondentId}`);
    await t.database.db.execute(sql`DELETE FROM schema_migrations WHERE name = '0011_withdrawn_attempts.sql'`);

    expect(await migrate(t.database)).toEqual(['0011_withdrawn_attempts.sql']);

    await expectWithdrawn(person, text);
    expect(await leftovers(person)).toMatchObject({ respondents: 0, unfinished: 0 });
  });
});

// Last: it moves the test clock a year on, and the package leaves out attempts completed after the real now.
describe('given a person whose account the retention job deletes after a year unused', () => {
  it('exports their completed attempt as anonymous data, as after their own deletion', async () => {
    const text = 'Private words the retention job must take away';
    const person = await personWhoAnswered(text);
    t.clock.advance(370 * DAY);
    expect((await t.app.accounts.retention.run()).deletedAccounts).toBeGreaterThanOrEqual(1);

    await expectWithdrawn(person, text);
    expect(await leftovers(person)).toMatchObject({ respondents: 0, unfinished: 0 });
  });
});

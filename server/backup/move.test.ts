import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Question } from '../../contract/questions';
import { readContentDir } from '../content/read';
import { seedContent } from '../content/seed';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { activeUser, call } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { runCli } from '../test-support/cli-process';
import { rightAnswers } from '../test-support/survey';

/**
 * Moving from the embedded database to PostgreSQL: the PostgreSQL server at 127.0.0.1:5432 (or DATABASE_URL's)
 * gets a new database for this test, dropped after. Without that server the test is skipped, saying so.
 */
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const serverName = new URL(adminUrl).host;
const dbName = `move_test_${process.pid}_${Date.now()}`;
const targetUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'move-test-'));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const reachable = await admin(`CREATE DATABASE "${dbName}"`).then(
  () => true,
  (error: Error) => {
    console.warn(`Moving to PostgreSQL is not tested: no PostgreSQL server answers at ${serverName} (${error.message}).`);
    return false;
  },
);

afterAll(async () => {
  if (reachable) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The API answers the comparison reads, with the sessions made on the embedded database. */
async function answers(t: TestApp, people: { token: string; open: string; done: string[] }[], staff: string, tools: number[]) {
  const seen: unknown[] = [];
  for (const p of people) {
    const get = (url: string) => call(t, 'GET', url, { token: p.token }).then((r) => [r.status, r.body]);
    seen.push(await get('/api/user/me'), await get('/api/survey/topics'), await get('/api/survey/topics/wlb'));
    seen.push(await call(t, 'POST', '/api/survey/get', { token: p.token, body: { survey_attempt: p.open } }).then((r) => r.body));
    for (const id of p.done) seen.push(await get(`/api/survey/attempt/${id}`));
    seen.push(await get('/api/survey/attempts'));
  }
  for (const topic of tools) {
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/export',
      headers: { authorization: `Token ${staff}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ topic, language: 'cs' }),
    });
    seen.push([csv.statusCode, csv.body]);
  }
  return seen;
}

/** Completes one attempt of a topic with the right answers, and answers its id. */
async function complete(t: TestApp, token: string, topic: number) {
  const made = (await call(t, 'POST', '/api/survey/generate', { token, body: { topic } })).body;
  const done = await call(t, 'POST', '/api/survey/submit', {
    token,
    body: {
      survey_attempt: made.survey_attempt,
      updated_at: made.updated_at,
      survey: { questions: await rightAnswers(t, made.questions as Question[]) },
      complete: true,
    },
  });
  expect(done.status).toBe(200);
  return made.survey_attempt as string;
}

describe.skipIf(!reachable)(`given an embedded database and an empty PostgreSQL database at ${serverName}`, () => {
  it('moves everything: the same users log in, their sessions hold, and every answer reads the same', {
    timeout: 180_000,
  }, async () => {
    const embedded = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await migrate(embedded);
    await seedContent(embedded, readContentDir());
    const before = await createTestApp({ database: embedded });
    const topics = await before.database.db.query.topics.findMany();
    const general = topics.find((x) => x.tool === 'general')!.id;
    const wlb = topics.find((x) => x.tool === 'wlb')!.id;
    const people = [];
    for (const n of [1, 2]) {
      const user = await activeUser(before, { firstName: `Person ${n}` }, true);
      const done = [await complete(before, user.token, general), await complete(before, user.token, wlb)];
      const open = (await call(before, 'POST', '/api/survey/generate', { token: user.token, body: { topic: general } })).body
        .survey_attempt;
      people.push({ ...user, done, open });
    }
    await before.app.accounts.staff.createStaff({ email: 'move-staff@example.org', password: 'a long staff password here' });
    const staffLogin = { email: 'move-staff@example.org', password: 'a long staff password here' };
    const staff = (await call(before, 'POST', '/api/user/token', { body: staffLogin })).body.token;
    const expected = await answers(before, people, staff, [general, wlb]);
    const csvLines = expected.slice(-2).map(
      (r) =>
        String((r as [number, string])[1])
          .trim()
          .split('\n').length,
    );
    expect(csvLines).toEqual([3, 3]);
    await before.close();

    const moved = await runCli(['move-to-postgres', '--database-url', targetUrl], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(moved.stderr).toBe('');
    expect(moved.status).toBe(0);
    expect(moved.stdout).toContain(`DATABASE_URL=${targetUrl}`);
    expect(moved.stdout).toMatch(/survey_attempts +\d+ rows, checksum [0-9a-f]+… same/);

    const after = await createTestApp({ database: await openDatabase({ url: targetUrl }) });
    try {
      expect(await answers(after, people, staff, [general, wlb])).toEqual(expected);
      for (const p of people) {
        const login = await call(after, 'POST', '/api/user/token', { body: { email: p.email, password: p.password } });
        expect(login.status).toBe(200);
      }
    } finally {
      await after.close();
    }
    const again = await runCli(['move-to-postgres', '--database-url', targetUrl], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/not empty/);
  });
});

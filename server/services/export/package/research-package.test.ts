import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTopic } from '../../../content/test-support/fixture';
import { users } from '../../../db/schema';
import { activeUser, call, registration } from '../../../test-support/accounts';
import { createTestApp, type TestApp } from '../../../test-support/app';
import { csvRecords, unzip, writeEntries } from '../../../test-support/research-package';
import { rightAnswers, seedFixtureTopics } from '../../../test-support/survey';
import { checkAgainstSchema, frictionlessSchemasDir, validateDescriptor } from './test-support/package-checks';

let t: TestApp;
let topics: Record<string, number>;
let staff: string;
const people: Record<'a' | 'b' | 'c', { token: string }> = {} as never;
/** What respondent A wrote: a formula, a line break, quotes, Cyrillic and an emoji. */
export const trickyText = '=SUM(A1) "quoted", line one\nline two — Здравейте 👋';
let dir: string;

async function complete(token: string, topic: number, change: (a: { id: number; answered: unknown }, type: string) => unknown = (a) => a.answered) {
  const made = await call(t, 'POST', '/api/survey/generate', { body: { topic }, token });
  const answers = (await rightAnswers(t, made.body.questions)).map((a, i) => ({ ...a, answered: change(a, made.body.questions[i].type) }));
  const done = await call(t, 'POST', '/api/survey/submit', {
    token,
    body: { survey_attempt: made.body.survey_attempt, updated_at: made.body.updated_at, survey: { questions: answers }, complete: true },
  });
  expect(done.status).toBe(200);
  return made.body.survey_attempt as string;
}

async function exportPackage(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/export/package',
    headers: { authorization: `Token ${staff}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return unzip(res.rawPayload);
}

const text = (entries: Map<string, Buffer>, name: string) => entries.get(name)!.toString('utf8');

beforeAll(async () => {
  t = await createTestApp();
  topics = await seedFixtureTopics(t, [fixtureTopic('alpha'), fixtureTopic('gamma'), fixtureTopic('beta', 'wlb')]);
  const s = await activeUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.email, s.email));
  staff = s.token;
  people.a = await activeUser(t, { location: 'CZ', age: 61, gender: 'male', education: 'tertiary', employment: true, jobField: ['information_technology', 'trade'] });
  people.b = await activeUser(t, { location: 'DE', age: 70, gender: 'female', education: 'primary', employment: false, unemployedMonths: 12, jobField: [] });
  people.c = await activeUser(t, { location: 'CZ', age: 57, gender: 'female', education: 'tertiary' });
  await complete(people.a.token, topics.alpha!, (a, type) => (type === 'TXT' ? trickyText : type === 'MCA' ? [0] : a.answered));
  await complete(people.a.token, topics.gamma!);
  await complete(people.a.token, topics.beta!);
  await complete(people.b.token, topics.alpha!);
  await complete(people.b.token, topics.beta!);
  await complete(people.c.token, topics.gamma!);
  await complete(people.c.token, topics.beta!);
  // After completing, A has a birthday and loses the job: the export keeps 61 and employed.
  const form = registration({ location: 'CZ', age: 62, gender: 'male', education: 'tertiary', employment: false, unemployedMonths: 1, jobField: [] });
  const updated = await call(t, 'PUT', '/api/user/update', { token: people.a.token, body: form });
  expect(updated.status).toBe(200);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'research-package-'));
  writeEntries(await exportPackage({ topic: topics.alpha, language: 'en', all_topics: true }), dir);
});
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('given three respondents who completed topics of both tools', () => {
  it('packages every file, one row per respondent and per attempt of the tool', () => {
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['README.txt', 'answers.csv', 'codebook.html', 'datapackage.json', 'load.R', 'load.py', 'respondents.csv', 'responses.csv', 'responses.sps'].sort(),
    );
    expect(csvRecords(fs.readFileSync(path.join(dir, 'respondents.csv'), 'utf8'))).toHaveLength(3);
    expect(csvRecords(fs.readFileSync(path.join(dir, 'responses.csv'), 'utf8'))).toHaveLength(4);
    expect(fs.readFileSync(path.join(dir, 'README.txt'), 'utf8')).toContain('3 respondents, 4 completed attempts');
  });

  it('validates against the Frictionless Data Package v2.0 schemas', (ctx) => {
    if (!frictionlessSchemasDir) {
      ctx.skip(`the Data Package v2.0 schemas are not in ../shared/schemas/frictionless-2.0/`);
      return;
    }
    expect(validateDescriptor(JSON.parse(fs.readFileSync(path.join(dir, 'datapackage.json'), 'utf8')))).toEqual([]);
  });

  it('writes every CSV value with the type and within the categories of its schema', () => {
    const descriptor = JSON.parse(fs.readFileSync(path.join(dir, 'datapackage.json'), 'utf8'));
    for (const resource of descriptor.resources) {
      const csv = fs.readFileSync(path.join(dir, resource.path), 'utf8');
      expect(checkAgainstSchema(resource.schema, csv), resource.name).toEqual([]);
    }
  });

  it('exports the demographics as they were at completion, in the package and in the semicolon CSV', async () => {
    const respondents = csvRecords(fs.readFileSync(path.join(dir, 'respondents.csv'), 'utf8'));
    const a = respondents.find((r) => r.sector_information_technology === '1')!;
    expect(a).toMatchObject({ country: 'CZ', age: '61', employment: '1', gender: 'male', sector_trade: '1', sector_banking: '0' });
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/export',
      headers: { authorization: `Token ${staff}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ topic: topics.alpha, language: 'en' }),
    });
    expect(csv.body).toContain(';CZ;citizen;61;male;tertiary;yes;;information_technology,trade;');
    expect(csv.body).not.toContain(';62;');
  });

  it('coarsens ages to 5-year bands and small countries to "other", and says so in the README', async () => {
    const entries = await exportPackage({ topic: topics.beta, language: 'en', coarsen: true });
    const respondents = csvRecords(text(entries, 'respondents.csv'));
    expect(respondents.map((r) => `${r.country} ${r.age}`).sort()).toEqual(['other 55', 'other 60', 'other 70']);
    expect(text(entries, 'README.txt')).toMatch(/Coarsened for sharing: ages in 5-year bands.*smallest group .* is 1 after coarsening/s);
  });

  it('keeps the folder', () => { console.log(dir); fs.cpSync(dir, '/tmp/pkg21', { recursive: true }); });
});

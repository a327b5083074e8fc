import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTopic } from '../../../content/test-support/fixture';
import { users } from '../../../db/schema';
import { activeUser, call, registration } from '../../../test-support/accounts';
import { createTestApp, type TestApp } from '../../../test-support/app';
import { csvRecords, packageFiles, unzip, writeEntries } from '../../../test-support/research-package';
import { rightAnswers, seedFixtureTopics } from '../../../test-support/survey';
import {
  checkAgainstSchema,
  frictionlessSchemasDir,
  validateDescriptor,
} from '../../../test-support/research-package-checks/package-checks';
import { sharedProfileColumns } from './sharing';
import { inPandas, inPspp, inR } from '../../../test-support/research-package-checks/round-trip';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

let t: TestApp;
let topics: Record<string, number>;
let staff: string;
const people: Record<'a' | 'b' | 'c' | 'mover' | 'gone', { token: string; password: string }> = {} as never;
/** What respondent A wrote: a formula, a line break, quotes, Cyrillic and an emoji. */
const trickyText = '=SUM(A1) "quoted", line one\nline two — Здравейте 👋';
/** Texts that a spreadsheet guard or a trimming reader would change, each exactly as written. */
const texts = {
  b: '-second attempt @home +1',
  moverFirst: "'quoted start",
  moverSecond: '  spaces around  ',
  gone: 'Jana Nováková',
};
let dir: string;
/** Attempt ids: the mover's two, in order, and the withdrawn person's. */
const ids = { moverFirst: '', moverSecond: '', gone: '' };

async function complete(
  token: string,
  topic: number,
  change: (a: { id: number; answered: unknown }, type: string) => unknown = (a) => a.answered,
  complete = true,
) {
  const made = await call(t, 'POST', '/api/survey/generate', { body: { topic }, token });
  const answers = (await rightAnswers(t, made.body.questions)).map((a, i) => ({
    ...a,
    answered: change(a, made.body.questions[i].type),
  }));
  const done = await call(t, 'POST', '/api/survey/submit', {
    token,
    body: {
      survey_attempt: made.body.survey_attempt,
      updated_at: made.body.updated_at,
      survey: { questions: complete ? answers : answers.slice(0, 1) },
      complete,
    },
  });
  expect(done.status).toBe(200);
  return made.body.survey_attempt as string;
}
const withText = (text: string) => (a: { answered: unknown }, type: string) => (type === 'TXT' ? text : a.answered);

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
const rowsOf = (entries: Map<string, Buffer>, name: string) => csvRecords(text(entries, name));
const file = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

beforeAll(async () => {
  t = await createTestApp();
  topics = await seedFixtureTopics(t, [fixtureTopic('alpha'), fixtureTopic('gamma'), fixtureTopic('beta', 'wlb')]);
  const s = await activeUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.email, s.email));
  staff = s.token;
  people.a = await activeUser(t, {
    location: 'CZ',
    age: 61,
    gender: 'male',
    education: 'tertiary',
    employment: true,
    jobField: ['information_technology', 'trade'],
  });
  people.b = await activeUser(t, {
    location: 'DE',
    age: 70,
    gender: 'female',
    education: 'primary',
    employment: false,
    unemployedMonths: 12,
    jobField: [],
  });
  people.c = await activeUser(t, { location: 'CZ', age: 57, gender: 'female', education: 'tertiary' });
  people.mover = await activeUser(t, { location: 'DE', age: 56, gender: 'female', education: 'secondary_diploma' });
  people.gone = await activeUser(t, {
    location: 'CZ',
    age: 57,
    gender: 'female',
    education: 'tertiary',
    employment: true,
    jobField: ['banking'],
  });
  await complete(people.a.token, topics.alpha!, (a, type) => (type === 'TXT' ? trickyText : type === 'MCA' ? [0] : a.answered));
  await complete(people.a.token, topics.gamma!);
  await complete(people.a.token, topics.beta!);
  await complete(people.b.token, topics.alpha!, withText(texts.b));
  await complete(people.b.token, topics.beta!);
  await complete(people.c.token, topics.gamma!);
  await complete(people.c.token, topics.beta!);
  await complete(people.c.token, topics.alpha!, undefined, false);
  ids.moverFirst = await complete(people.mover.token, topics.alpha!, withText(texts.moverFirst));
  // The mover moves from Germany to Austria and has a birthday, then completes the topic again.
  const moved = await call(t, 'PUT', '/api/user/update', {
    token: people.mover.token,
    body: registration({ location: 'AT', age: 57, gender: 'female', education: 'secondary_diploma' }),
  });
  expect(moved.status).toBe(200);
  ids.moverSecond = await complete(people.mover.token, topics.alpha!, withText(texts.moverSecond));
  // Someone answers with their name, then deletes the account: consent withdrawn.
  ids.gone = await complete(people.gone.token, topics.alpha!, withText(texts.gone));
  const deleted = await call(t, 'DELETE', '/api/user/delete', {
    token: people.gone.token,
    body: { password: people.gone.password },
  });
  expect(deleted.status).toBe(200);
  // After completing, A has a birthday and loses the job: the export keeps 61 and employed.
  const form = registration({
    location: 'CZ',
    age: 62,
    gender: 'male',
    education: 'tertiary',
    employment: false,
    unemployedMonths: 1,
    jobField: [],
  });
  const updated = await call(t, 'PUT', '/api/user/update', { token: people.a.token, body: form });
  expect(updated.status).toBe(200);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'research-package-'));
  writeEntries(await exportPackage({ topic: topics.alpha, language: 'en', all_topics: true }), dir);
});
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const responses = () => csvRecords(file('responses.csv'));

describe('given respondents who completed topics of both tools, one who moved and one who withdrew', () => {
  it('packages every file: one row per completed attempt of the tool, and the unfinished one', () => {
    expect(fs.readdirSync(dir).sort()).toEqual([...packageFiles].sort());
    expect(responses()).toHaveLength(7);
    expect(file('README.txt')).toContain('4 respondents, 7 completed attempts');
    const [unfinished] = csvRecords(file('unfinished.csv'));
    expect(csvRecords(file('unfinished.csv'))).toHaveLength(1);
    expect(unfinished).toMatchObject({ answered: '1', last_question: expect.stringMatching(/^q\d+$/) });
    expect(Number(unfinished!.questions)).toBeGreaterThan(1);
  });

  it('validates against the Frictionless Data Package v2.0 schemas', (ctx) => {
    if (!frictionlessSchemasDir) {
      ctx.skip(`the Data Package v2.0 schemas are not in ../shared/schemas/frictionless-2.0/`);
      return;
    }
    expect(validateDescriptor(JSON.parse(file('datapackage.json')))).toEqual([]);
  });

  it('writes every CSV value with the type and within the categories of its schema', () => {
    const descriptor = JSON.parse(file('datapackage.json'));
    for (const resource of descriptor.resources)
      expect(checkAgainstSchema(resource.schema, file(resource.path)), resource.name).toEqual([]);
  });

  it('gives each attempt the profile it was completed with, and a filtered export agrees on every key', async () => {
    const rows = responses();
    const first = rows.find((r) => r.attempt === ids.moverFirst)!;
    const second = rows.find((r) => r.attempt === ids.moverSecond)!;
    expect(first).toMatchObject({ country: 'DE', age: '56', profile_source: 'completion' });
    expect(second).toMatchObject({ country: 'AT', age: '57', profile_source: 'completion', respondent: first.respondent });
    const a = rows.find((r) => r.sector_information_technology === '1')!;
    expect(a).toMatchObject({
      country: 'CZ',
      age: '61',
      employment: '1',
      gender: 'male',
      sector_trade: '1',
      sector_banking: '0',
    });
    // Sectors are missing, not "not chosen", for someone without a job.
    expect(rows.find((r) => r.country === 'DE' && r.age === '70')).toMatchObject({
      employment: '0',
      sector_trade: '',
      unemployed_months: '12',
    });

    const germany = rowsOf(
      await exportPackage({ topic: topics.alpha, language: 'en', all_topics: true, country: 'DE' }),
      'responses.csv',
    );
    expect(germany.map((r) => r.attempt).sort()).toEqual(
      rows
        .filter((r) => r.country === 'DE')
        .map((r) => r.attempt)
        .sort(),
    );
    const profileColumns = Object.keys(first).filter(
      (c) =>
        c === 'respondent' ||
        /^(country|age|gender|education|employment|residence|unemployed_months|sector_|profile_source)/.test(c),
    );
    for (const row of germany) {
      const full = rows.find((r) => r.attempt === row.attempt)!;
      for (const column of profileColumns) expect(row[column], `${row.attempt} ${column}`).toBe(full[column]);
    }

    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/export',
      headers: { authorization: `Token ${staff}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ topic: topics.alpha, language: 'en' }),
    });
    expect(csv.body).toContain(';CZ;citizen;61;male;tertiary;yes;;information_technology,trade;');
    expect(csv.body).not.toContain(';62;');
  });

  it('honours a withdrawal: the attempt stays as anonymous data, with no profile, no respondent and no text', () => {
    const gone = responses().find((r) => r.attempt === ids.gone)!;
    expect(gone).toMatchObject({ profile_source: 'none', respondent: '', country: '', age: '', gender: '', sector_banking: '' });
    const everything = fs.readdirSync(dir).map(file).join('\n');
    expect(everything).not.toContain(texts.gone);
  });

  it('carries the answer keys: right options, right positions, right rows and the points of every grade', () => {
    const choices = csvRecords(file('choices.csv'));
    const questions = csvRecords(file('questions.csv'));
    const ofType = (type: string) => choices.filter((c) => questions.find((q) => q.question === c.question)?.type === type);
    expect(ofType('OCA').filter((c) => c.correct === '1').length).toBeGreaterThan(0);
    expect(ofType('DND').every((c) => /^\d+$/.test(c.correct_position!))).toBe(true);
    expect(
      ofType('ASG')
        .filter((c) => c.kind === 'row')
        .every((c) => /^\d+$/.test(c.correct_option!)),
    ).toBe(true);
    expect(ofType('SCL').map((c) => c.point)).toEqual(['0', '1', '2', '3', '4', '0', '1', '2', '3', '4']);
    expect(file('codebook.html')).toContain('✓ right');
  });

  it('says which version of its question each column holds: content never changed is version 1 and replaces none', () => {
    const questions = csvRecords(file('questions.csv'));
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.version === '1' && q.replaces === '')).toBe(true);
    const descriptor = JSON.parse(file('datapackage.json'));
    const table = descriptor.resources.find((r: { name: string }) => r.name === 'questions');
    expect(table.schema.fields.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['version', 'replaces']));
  });

  it('shares only k-anonymous rows with fresh ids, no texts and no exact times', async () => {
    const sharing = await exportPackage({ topic: topics.alpha, language: 'en', all_topics: true, coarsen: true, k: 2 });
    const rows = rowsOf(sharing, 'responses.csv');
    expect(rows).toHaveLength(7);
    expect(sharing.has('unfinished.csv')).toBe(false);
    const quasi = sharedProfileColumns;
    const classes = new Map<string, number>();
    for (const row of rows.filter((r) => r.suppressed === '0')) {
      const key = JSON.stringify(quasi.map((q) => row[q]));
      classes.set(key, (classes.get(key) ?? 0) + 1);
    }
    expect(Math.min(...classes.values())).toBeGreaterThanOrEqual(2);
    const full = responses();
    const fullIds = new Set([...full.map((r) => r.attempt), ...full.map((r) => r.respondent)]);
    for (const row of rows) {
      expect(fullIds.has(row.attempt!)).toBe(false);
      if (row.respondent) expect(fullIds.has(row.respondent)).toBe(false);
      expect(row.completed).not.toMatch(/T/);
    }
    expect(Object.keys(rows[0]!)).not.toContain('created');
    const everything = [...sharing.values()].map((b) => b.toString('utf8')).join('\n');
    for (const written of [trickyText, texts.b, texts.moverFirst, texts.moverSecond])
      expect(everything).not.toContain(written.trim());
    expect(text(sharing, 'README.txt')).toMatch(/k asked: 2 .*\nk reached: \d+/);
  });
});

/** The columns of the questions of respondent A's alpha attempt, named from the package's own schema. */
function columns() {
  const descriptor = JSON.parse(file('datapackage.json'));
  const fields: { name: string; title: string }[] = descriptor.resources.find((r: { name: string }) => r.name === 'responses')
    .schema.fields;
  const first = (title: string) => fields.find((f) => f.title === title)!.name;
  return {
    oca: first('Pick one'),
    none: fields.find((f) => f.name.endsWith('_none'))!.name,
    txt: first('Tell us'),
    dnd: first('Step one'),
    scl: first('Rate yourself'),
    asg: first('Row one'),
    score: `${first('Pick one')}_score`,
    level: fields.find((f) => f.name.endsWith('_level'))!.name,
  };
}
/** What A submitted, as every tool must read it. */
const expectedA = {
  oca: 'Right',
  none: 'chosen',
  txt: trickyText,
  dnd: '1',
  scl: 'Always',
  asg: 'Option x',
  level: 'Level 3',
};
const grades = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'];
const valuesOfA = (c: ReturnType<typeof columns>, score: string) => ({
  [c.oca]: expectedA.oca,
  [c.none]: expectedA.none,
  [c.txt]: expectedA.txt,
  [c.dnd]: expectedA.dnd,
  [c.scl]: expectedA.scl,
  [c.asg]: expectedA.asg,
  [c.score]: score,
  [c.level]: expectedA.level,
});
/** Every text as written, by attempt. */
const writtenTexts = () => ({ [ids.moverFirst]: texts.moverFirst, [ids.moverSecond]: texts.moverSecond });

describe('given the package in the real tools', () => {
  it("loads in R with types, ordered scales whose codes are the points, the mover's two profiles and every text exact", async () => {
    const c = columns();
    const names = Object.values(c)
      .map((n) => `"${n}"`)
      .join(',');
    const out = await inR(
      dir,
      `a <- responses[!is.na(responses$${c.txt}) & startsWith(responses$${c.txt}, "=SUM"), ]
       m <- responses[responses$attempt %in% c("${ids.moverFirst}", "${ids.moverSecond}"), ]
       m <- m[order(match(m$attempt, c("${ids.moverFirst}", "${ids.moverSecond}"))), ]
       b <- responses[!is.na(responses$${c.txt}) & startsWith(responses$${c.txt}, "-second"), ]
       cat(jsonlite::toJSON(list(rows = c(nrow(responses), nrow(answers), nrow(unfinished), nrow(questions), nrow(choices)),
         classes = sapply(responses[c(${names}, "created", "employment")], function(x) class(x)[1]),
         ordered = is.ordered(responses$${c.scl}), grades = levels(responses$${c.scl}), label = attr(responses$${c.scl}, "label"),
         points = codes(responses$${c.scl}), csv = as.integer(read.csv("responses.csv", colClasses = "character")$${c.scl}),
         a = lapply(a[c(${names})], as.character),
         mover = lapply(m[c("attempt", "respondent", "country", "age", "${c.txt}")], as.character),
         b = b$${c.txt}), auto_unbox = TRUE))`,
    );
    const r = JSON.parse(out);
    expect(r.rows).toEqual([7, 42, 1, expect.any(Number), expect.any(Number)]);
    expect(Object.values(r.classes)).toEqual([
      'factor',
      'factor',
      'character',
      'integer',
      'ordered',
      'factor',
      'numeric',
      'ordered',
      'POSIXct',
      'logical',
    ]);
    expect(r.ordered).toBe(true);
    expect(r.grades).toEqual(grades);
    expect(r.label).toBe('Rate yourself');
    expect(r.points).toEqual(r.csv);
    expect(r.a).toMatchObject(valuesOfA(c, '1'));
    expect(r.mover).toEqual({
      attempt: [ids.moverFirst, ids.moverSecond],
      respondent: [r.mover.respondent[0], r.mover.respondent[0]],
      country: ['Germany', 'Austria'],
      age: ['56', '57'],
      [c.txt]: [texts.moverFirst, texts.moverSecond],
    });
    expect(r.b).toBe(texts.b);
  });

  it('loads in pandas with dtypes, ordered Categoricals whose codes are the points and every text exact', async () => {
    const c = columns();
    const out = await inPandas(
      dir,
      `import json
r = load.responses
a = r[r["${c.txt}"].fillna("").str.startswith("=SUM")].iloc[0]
cols = ${JSON.stringify(Object.values(c))}
texts = {k: r.set_index("attempt").loc[k, "${c.txt}"] for k in ${JSON.stringify(Object.keys(writtenTexts()))}}
print(json.dumps({"rows": [len(load.responses), len(load.answers), len(load.unfinished)],
  "dtypes": [str(r[n].dtype) for n in cols + ["employment"]],
  "ordered": bool(r["${c.scl}"].cat.ordered), "grades": list(r["${c.scl}"].cat.categories),
  "points": [int(x) for x in load.codes(r, "${c.scl}").dropna()],
  "a": {n: str(a[n]) for n in cols}, "texts": texts,
  "completed": str(r["completed"].dt.microsecond.max() % 1000 == 0)}))`,
    );
    const p = JSON.parse(out);
    expect(p.rows).toEqual([7, 42, 1]);
    expect(p.dtypes).toEqual([
      'category',
      'category',
      'string',
      'Int64',
      'category',
      'category',
      'float64',
      'category',
      'boolean',
    ]);
    expect(p.ordered).toBe(true);
    expect(p.grades).toEqual(grades);
    expect(new Set(p.points)).toEqual(new Set([4]));
    expect(p.a).toMatchObject(valuesOfA(c, '1.0'));
    expect(p.texts).toEqual(writtenTexts());
  });

  it('loads in PSPP with variable levels, labels, missing values and the codes submitted, from every table', async () => {
    const c = columns();
    const out = await inPspp(
      dir,
      `DISPLAY DICTIONARY /VARIABLES=${c.scl} ${c.txt} ${c.oca} topic completed_t age.
LIST VARIABLES=attempt.
SELECT IF (INDEX(${c.txt}, "SUM(A1)") > 0).
LIST VARIABLES=${c.oca} ${c.none} ${c.dnd} ${c.scl} ${c.asg} ${c.score} ${c.level} ${c.txt}.`,
    );
    expect(out).not.toMatch(/error|warning/i);
    expect(out).toMatch(new RegExp(`${c.scl},\\d+,Rate yourself,Ordinal,`));
    expect(out).toMatch(new RegExp(`${c.oca},\\d+,Pick one,Nominal,`));
    expect(out).toMatch(/age,\d+,Age in years,Scale,/);
    expect(out).toMatch(/topic,\d+,Topic,Nominal,Input,\d+,Left,A\d+,A\d+,"""\s+"""/);
    expect(out).toMatch(/completed_t,\d+,Completed \(UTC\),/);
    for (const [code, grade] of grades.entries()) expect(out).toContain(`,${code},${grade}`);
    const lists = out.split('Table: Data List').slice(1);
    expect(lists[0]!.trim().split('\n').slice(1)).toHaveLength(7);
    expect(lists[1]!.trim().split('\n')[1]).toBe(`1,1,1,4,1,1.000000,3,"${trickyText.replace('\n', ' ').replaceAll('"', '""')}"`);
    for (const table of ['answers', 'questions', 'choices', 'unfinished']) {
      fs.writeFileSync(path.join(dir, `check-${table}.sps`), `INCLUDE FILE='${table}.sps'.\nDISPLAY DICTIONARY.\n`);
      const { stdout } = await run('/usr/bin/pspp', ['-O', 'format=csv', `check-${table}.sps`], { cwd: dir });
      expect(stdout, table).not.toMatch(/error|warning/i);
    }
  });
});

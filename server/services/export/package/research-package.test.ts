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
import { inPandas, inPspp, inR } from '../../../test-support/research-package-checks/round-trip';

let t: TestApp;
let topics: Record<string, number>;
let staff: string;
const people: Record<'a' | 'b' | 'c', { token: string }> = {} as never;
/** What respondent A wrote: a formula, a line break, quotes, Cyrillic and an emoji. */
const trickyText = '=SUM(A1) "quoted", line one\nline two — Здравейте 👋';
let dir: string;

async function complete(
  token: string,
  topic: number,
  change: (a: { id: number; answered: unknown }, type: string) => unknown = (a) => a.answered,
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
      survey: { questions: answers },
      complete: true,
    },
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
  await complete(people.a.token, topics.alpha!, (a, type) => (type === 'TXT' ? trickyText : type === 'MCA' ? [0] : a.answered));
  await complete(people.a.token, topics.gamma!);
  await complete(people.a.token, topics.beta!);
  await complete(people.b.token, topics.alpha!);
  await complete(people.b.token, topics.beta!);
  await complete(people.c.token, topics.gamma!);
  await complete(people.c.token, topics.beta!);
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

describe('given three respondents who completed topics of both tools', () => {
  it('packages every file, one row per respondent and per attempt of the tool', () => {
    expect(fs.readdirSync(dir).sort()).toEqual([...packageFiles].sort());
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
    expect(a).toMatchObject({
      country: 'CZ',
      age: '61',
      employment: '1',
      gender: 'male',
      sector_trade: '1',
      sector_banking: '0',
    });
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
    expect(text(entries, 'README.txt')).toMatch(
      /Coarsened for sharing: ages in 5-year bands.*smallest group .* is 1 after coarsening/s,
    );
  });
});

/** The columns of respondent A's alpha attempt, named from the package's own schema. */
function columns() {
  const descriptor = JSON.parse(fs.readFileSync(path.join(dir, 'datapackage.json'), 'utf8'));
  const fields: { name: string; title: string }[] = descriptor.resources[1].schema.fields;
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
/** What A submitted, as every tool must read it (the text neutralised against formulas, as in the CSV). */
const expectedA = {
  oca: 'Right',
  none: 'chosen',
  txt: `'${trickyText}`,
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

describe('given the package in the real tools', () => {
  it('loads in R (readr, jsonlite) with types, factor levels, labels and the values submitted', async () => {
    const c = columns();
    const names = Object.values(c)
      .map((n) => `"${n}"`)
      .join(',');
    const out = await inR(
      dir,
      `a <- responses[!is.na(responses$${c.txt}) & startsWith(responses$${c.txt}, "'="), ]
       cat(jsonlite::toJSON(list(rows = c(nrow(respondents), nrow(responses), nrow(answers)),
         classes = sapply(responses[c(${names}, "created", "profile_at_completion")], function(x) class(x)[1]),
         grades = levels(responses$${c.scl}), label = attr(responses$${c.scl}, "label"),
         a = lapply(a[c(${names})], as.character),
         age = respondents$age[respondents$respondent == a$respondent],
         gender = as.character(respondents$gender[respondents$respondent == a$respondent])), auto_unbox = TRUE))`,
    );
    const r = JSON.parse(out);
    expect(r.rows).toEqual([3, 4, 24]);
    expect(Object.values(r.classes)).toEqual([
      'factor',
      'factor',
      'character',
      'integer',
      'factor',
      'factor',
      'numeric',
      'factor',
      'POSIXct',
      'logical',
    ]);
    expect(r.grades).toEqual(grades);
    expect(r.label).toBe('Rate yourself');
    expect(r.a).toMatchObject(valuesOfA(c, '1'));
    expect([r.age, r.gender]).toEqual([61, 'Man']);
  });

  it('loads in pandas with dtypes, Categorical levels and the values submitted', async () => {
    const c = columns();
    const out = await inPandas(
      dir,
      `import json
r = load.responses
a = r[r["${c.txt}"].fillna("").str.startswith("'=")].iloc[0]
cols = ${JSON.stringify(Object.values(c))}
print(json.dumps({"rows": [len(load.respondents), len(load.responses), len(load.answers)],
  "dtypes": [str(r[n].dtype) for n in cols + ["created", "profile_at_completion"]],
  "grades": list(r["${c.scl}"].cat.categories), "label": r.attrs["labels"]["${c.scl}"],
  "a": {n: str(a[n]) for n in cols},
  "age": int(load.respondents.set_index("respondent").loc[a["respondent"], "age"])}))`,
    );
    const p = JSON.parse(out);
    expect(p.rows).toEqual([3, 4, 24]);
    expect(p.dtypes).toEqual([
      'category',
      'category',
      'string',
      'Int64',
      'category',
      'category',
      'float64',
      'category',
      'datetime64[ns, UTC]',
      'boolean',
    ]);
    expect(p.grades).toEqual(grades);
    expect(p.label).toBe('Rate yourself');
    expect(p.a).toMatchObject(valuesOfA(c, '1.0'));
    expect(p.age).toBe(61);
  });

  it('loads in PSPP with variable labels, value labels, missing values and the codes submitted', async () => {
    const c = columns();
    const out = await inPspp(
      dir,
      `DISPLAY DICTIONARY /VARIABLES=${c.scl} ${c.txt} topic completed_t.
LIST VARIABLES=attempt.
SELECT IF (INDEX(${c.txt}, "SUM(A1)") > 0).
LIST VARIABLES=${c.oca} ${c.none} ${c.dnd} ${c.scl} ${c.asg} ${c.score} ${c.level}.`,
    );
    expect(out).not.toMatch(/error|warning/i);
    expect(out).toMatch(new RegExp(`${c.scl},\\d+,Rate yourself,`));
    expect(out).toMatch(/topic,\d+,Topic,Nominal,Input,\d+,Left,A\d+,A\d+,"""\s+"""/);
    expect(out).toMatch(/completed_t,\d+,Completed \(UTC\)/);
    for (const [code, grade] of grades.entries()) expect(out).toContain(`,${code},${grade}`);
    const lists = out.split('Table: Data List').slice(1);
    expect(lists[0]!.trim().split('\n').slice(1)).toHaveLength(4);
    expect(lists[1]!.trim().split('\n')[1]).toBe('1,1,1,4,1,1.000000,3');
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { parseSemicolonCsv } from '../../test-support/research-package';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTopic } from '../../content/test-support/fixture';
import { surveyAttempts, users } from '../../db/schema';
import { exportBatchSize } from '../../services/export/attempt-batches';
import { activeUser, call } from '../../test-support/accounts';
import { parseResearchCsv, unzip } from '../../test-support/research-package';
import { createTestApp, type TestApp } from '../../test-support/app';
import { completeAttempt, seedFixtureTopics } from '../../test-support/survey';
import { errorBody } from '../../test-support/error-body';

let t: TestApp;
let topicIds: Record<string, number>;
let staff: string;
let normal: string;

const texts = (en: string) => ({
  text_en: en,
  text_cs: `${en} česky`,
  text_sk: `${en} slovensky`,
  text_de: `${en} deutsch`,
  text_hu: `${en} magyarul`,
  text_hr: `${en} hrvatski`,
  text_bg: `${en} български`,
  text_sl: `${en} slovensko`,
  text_sr: `${en} српски`,
  text_bs: `${en} bosanski`,
});
const fiveGrades = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'].map((g) => texts(g));

async function makeStaff() {
  const user = await activeUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.email, user.email));
  return user.token;
}

beforeAll(async () => {
  t = await createTestApp();
  // One load of every topic: a later load of other files would hide these topics' rows.
  topicIds = await seedFixtureTopics(
    t,
    ['alpha', 'gamma', 'delta', 'epsilon'].map((key) => fixtureTopic(key)),
  );
  staff = await makeStaff();
  normal = (await activeUser(t)).token;
});
afterAll(async () => t?.close());

const parseCsv = parseSemicolonCsv;

/** A POST as staff over a real socket, the answer's bytes as they came (still encoded). */
function rawPost(port: number, url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: url,
        headers: { authorization: `Token ${staff}`, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function exportCsv(body: Record<string, unknown>, token = staff) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/export',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return res;
}

describe('given every staff route', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/survey/topic/list'],
    ['GET', '/api/survey/topic/1/questions'],
    ['GET', '/api/survey/topic/1/subtopics'],
    ['POST', '/api/subtopic/create', { name: 'x', topic: 1 }],
    ['DELETE', '/api/subtopic/1/delete'],
    ['GET', '/api/question/1'],
    ['POST', '/api/question/create', {}],
    ['PUT', '/api/question/1', {}],
    ['DELETE', '/api/question/1'],
    ['GET', '/api/export/count?topic=1'],
    ['POST', '/api/export', { topic: 1, language: 'en' }],
    ['GET', '/api/export/codebook?topic=1&language=en'],
  ];
  it.each(routes)('%s %s refuses anonymous callers (401) and users who are not staff (403)', async (method, url, body) => {
    const anonymous = await call(t, method as 'GET', url, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.en).toBe('You need to log in');
    const user = await call(t, method as 'GET', url, { body, token: normal });
    expect(user.status).toBe(403);
    expect(user.body.en).toBe('This page is for staff only');
    const expired = await call(t, method as 'GET', url, { body, token: 'not-a-real-token' });
    expect(expired.status).toBe(401);
  });
});

describe('given the question admin', () => {
  it('lists topics, sub-topics and questions in the request’s language', async () => {
    const list = await call(t, 'GET', '/api/survey/topic/list', { token: staff, headers: { 'accept-language': 'de' } });
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([{ id: topicIds.alpha, pk: topicIds.alpha, name: 'Topic alpha (de)', wlb: false }]),
    );
    const subs = await call(t, 'GET', `/api/survey/topic/${topicIds.alpha}/subtopics`, { token: staff });
    expect(subs.body.map((s: { name: string }) => s.name)).toEqual(['First part', 'Second part']);
    const questions = await call(t, 'GET', `/api/survey/topic/${topicIds.alpha}/questions`, { token: staff });
    expect(questions.body.map((q: { type: string }) => q.type)).toEqual(['OCA', 'MCA', 'TXT', 'DND', 'SCL', 'ASG']);
    expect(questions.body[0]).toMatchObject({ text: 'Pick one', sub_topic: { name: 'First part' }, evaluated: true });
    expect((await call(t, 'GET', '/api/survey/topic/999999/questions', { token: staff })).status).toBe(404);
  });

  it('creates a sub-topic, then an SCL question in it with points from the grades’ order, and updates it', async () => {
    const created = await call(t, 'POST', '/api/subtopic/create', {
      token: staff,
      body: { name: 'Teamwork ž', topic: topicIds.alpha },
    });
    expect(created.status).toBe(201);
    const sub = created.body.id as number;
    const subs = await call(t, 'GET', `/api/survey/topic/${topicIds.alpha}/subtopics`, { token: staff });
    expect(subs.body.at(-1)).toEqual({ id: sub, name: 'Teamwork ž', topic: topicIds.alpha });

    const question = await call(t, 'POST', '/api/question/create', {
      token: staff,
      body: { type: 'SCL', ...texts('I like teams'), sub_topic: sub, evaluated: true, order: 0, grades: fiveGrades },
    });
    expect(question.status).toBe(201);
    expect(question.body.message).toBe('Question created successfully');
    const got = await call(t, 'GET', `/api/question/${question.body.id}`, { token: staff });
    expect(got.body).toMatchObject({ type: 'SCL', text_en: 'I like teams', text_sr: 'I like teams српски', sub_topic: sub });
    expect(got.body.topic).toBe(topicIds.alpha);
    expect(got.body.grades.map((g: { point: number; text_en: string }) => [g.point, g.text_en])).toEqual([
      [0, 'Strongly disagree'],
      [1, 'Disagree'],
      [2, 'Neutral'],
      [3, 'Agree'],
      [4, 'Strongly agree'],
    ]);

    // Reverse and drop the last grade: kept grades keep their ids, points follow the new order.
    const reversed = [...got.body.grades].reverse().slice(0, 4);
    const updated = await call(t, 'PUT', `/api/question/${question.body.id}`, {
      token: staff,
      body: { ...got.body, text_de: '', order: 3, grades: reversed },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Question updated successfully');
    const again = await call(t, 'GET', `/api/question/${question.body.id}`, { token: staff });
    expect(again.body.order).toBe(3);
    expect(again.body.text_de).toBe('');
    expect(again.body.grades.map((g: { id: number; point: number; text_en: string }) => [g.id, g.point, g.text_en])).toEqual(
      reversed.map((g: { id: number; text_en: string }, index: number) => [g.id, index, g.text_en]),
    );
    const listed = await call(t, 'GET', `/api/survey/topic/${topicIds.alpha}/questions`, { token: staff });
    expect(listed.body.at(-1)).toMatchObject({ id: question.body.id, type: 'SCL', text: 'I like teams' });
  });

  describe('refuses a question that breaks an editor rule (docs/product/validation.md)', () => {
    const base = () => ({ type: 'SCL', ...texts('Q'), sub_topic: 1, evaluated: true, order: 0, grades: fiveGrades });
    it.each([
      ['no sub-topic', { sub_topic: 0 }, 'sub_topic', 'VALIDATION.SUBTOPIC_REQUIRED'],
      ['no English text', { text_en: '  ' }, 'text_en', 'VALIDATION.ENGLISH_TEXT_REQUIRED'],
      ['one grade', { grades: [texts('Only')] }, 'grades', 'VALIDATION.GRADES_MIN'],
      [
        'a grade without English',
        { grades: [texts('A'), { ...texts('B'), text_en: '' }] },
        'grades',
        'VALIDATION.GRADES_ENGLISH',
      ],
      ['a negative order', { order: -1 }, 'order', 'VALIDATION.REQUIRED'],
      ['a fractional order', { order: 1.5 }, 'order', 'VALIDATION.REQUIRED'],
      ['an unknown type', { type: 'XYZ' }, 'type', 'VALIDATION.INVALID_VALUE'],
      ['OCA with one option', { type: 'OCA', options: [{ ...texts('A'), correct: true }] }, 'options', 'VALIDATION.OPTIONS_MIN'],
      [
        'OCA with two right options',
        {
          type: 'OCA',
          options: [
            { ...texts('A'), correct: true },
            { ...texts('B'), correct: true },
          ],
        },
        'options',
        'VALIDATION.ONE_CORRECT',
      ],
      ['MCA with no right option', { type: 'MCA', options: [texts('A'), texts('B')] }, 'options', 'VALIDATION.SOME_CORRECT'],
      ['DND with two items', { type: 'DND', items: [texts('A'), texts('B')] }, 'items', 'VALIDATION.ITEMS_MIN'],
      [
        'ASG with a row pointing nowhere',
        {
          type: 'ASG',
          options: [texts('X'), texts('Y')],
          rows: [
            { ...texts('A'), correct_option: 0 },
            { ...texts('B'), correct_option: 5 },
          ],
        },
        'rows',
        'VALIDATION.ROW_CORRECT',
      ],
      [
        'an option without English',
        {
          type: 'MCA',
          options: [
            { ...texts('A'), correct: true },
            { ...texts('B'), text_en: '' },
          ],
        },
        'options',
        'VALIDATION.OPTIONS_ENGLISH',
      ],
    ])('%s', async (_name, change, field, message) => {
      const res = await call(t, 'POST', '/api/question/create', { token: staff, body: { ...base(), ...change } });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    });

    it('an unknown sub-topic answers 404', async () => {
      const res = await call(t, 'POST', '/api/question/create', { token: staff, body: { ...base(), sub_topic: 999999 } });
      expect(res.status).toBe(404);
      expect(res.body.en).toBe('This subtopic does not exist');
    });
  });
});

describe('given the other question types', () => {
  it('creates each with its answer keys, which a respondent’s attempt then scores', async () => {
    const sub = (
      await call(t, 'POST', '/api/subtopic/create', { token: staff, body: { name: 'All types', topic: topicIds.alpha } })
    ).body.id as number;
    const bodies = [
      { type: 'OCA', options: [texts('Right'), { ...texts('Wrong') }].map((o, i) => ({ ...o, correct: i === 0 })) },
      { type: 'MCA', can_be_none: true, options: [{ ...texts('Yes'), correct: true }, texts('No')] },
      { type: 'TXT', evaluated: true },
      { type: 'DND', items: [texts('First'), texts('Second'), texts('Third')] },
      {
        type: 'ASG',
        options: [texts('Cat'), texts('Dog')],
        rows: [
          { ...texts('Meow'), correct_option: 0 },
          { ...texts('Woof'), correct_option: 1 },
        ],
      },
    ];
    for (const body of bodies) {
      const made = await call(t, 'POST', '/api/question/create', {
        token: staff,
        body: { ...texts(`A ${body.type} question`), sub_topic: sub, order: 1, ...body },
      });
      expect(made.status).toBe(201);
      const got = await call(t, 'GET', `/api/question/${made.body.id}`, { token: staff });
      expect(got.body.type).toBe(body.type);
      if (body.type === 'TXT') expect(got.body.evaluated).toBe(false);
      if (body.type === 'OCA') expect(got.body.options.map((o: { correct: boolean }) => o.correct)).toEqual([true, false]);
      if (body.type === 'MCA') expect(got.body.can_be_none).toBe(true);
      if (body.type === 'DND')
        expect(got.body.items.map((i: { text_en: string }) => i.text_en)).toEqual(['First', 'Second', 'Third']);
      if (body.type === 'ASG') {
        expect(got.body.rows.map((r: { correct_option: number }) => r.correct_option)).toEqual([0, 1]);
        // An update keeps the rows' ids and moves the right answers.
        const swapped = {
          ...got.body,
          rows: got.body.rows.map((r: { correct_option: number }) => ({ ...r, correct_option: 1 - r.correct_option })),
        };
        expect((await call(t, 'PUT', `/api/question/${made.body.id}`, { token: staff, body: swapped })).status).toBe(200);
        const again = await call(t, 'GET', `/api/question/${made.body.id}`, { token: staff });
        expect(again.body.rows.map((r: { id: number; correct_option: number }) => [r.id, r.correct_option])).toEqual(
          got.body.rows.map((r: { id: number; correct_option: number }) => [r.id, 1 - r.correct_option]),
        );
        const changed = await call(t, 'PUT', `/api/question/${made.body.id}`, {
          token: staff,
          body: { ...got.body, type: 'OCA' },
        });
        expect(changed.status).toBe(400);
      }
    }
    // A respondent who answers everything rightly gets full points on the new sub-topic.
    const respondent = (await activeUser(t)).token;
    const made = await completeAttempt(t, respondent, topicIds.alpha!);
    const results = await call(t, 'GET', `/api/survey/attempt/${made.survey_attempt}`, { token: respondent });
    const ours = results.body[0].results.find((r: { sub_topic: { id: number } }) => r.sub_topic.id === sub);
    expect(ours).toMatchObject({ actual_points: 4, total_points: 4, level: 3 });
    for (const q of (await call(t, 'GET', `/api/survey/topic/${topicIds.alpha}/questions`, { token: staff })).body)
      if (q.sub_topic.id === sub) await call(t, 'DELETE', `/api/question/${q.id}`, { token: staff });
  });
});

describe('given deleted content', () => {
  it('keeps completed attempts, their results and their export intact; new attempts no longer ask it', async () => {
    const topic = topicIds.gamma!;
    const respondent = await activeUser(t);
    const made = await completeAttempt(t, respondent.token, topic, 'Before the delete');
    const before = await call(t, 'GET', `/api/survey/attempt/${made.survey_attempt}`, { token: respondent.token });
    const exportBefore = await exportCsv({ topic, language: 'en' });

    const scl = made.questions.find((q) => q.type === 'SCL')!;
    expect((await call(t, 'DELETE', `/api/question/${scl.id}`, { token: staff })).status).toBe(200);
    const subs = await call(t, 'GET', `/api/survey/topic/${topic}/subtopics`, { token: staff });
    const first = subs.body[0].id as number;
    expect((await call(t, 'DELETE', `/api/subtopic/${first}/delete`, { token: staff })).status).toBe(200);

    const after = await call(t, 'GET', `/api/survey/attempt/${made.survey_attempt}`, { token: respondent.token });
    expect(after.body).toEqual(before.body);
    expect((await exportCsv({ topic, language: 'en' })).body).toBe(exportBefore.body);
    expect(exportBefore.body).toContain('Before the delete');

    const listed = await call(t, 'GET', `/api/survey/topic/${topic}/questions`, { token: staff });
    expect(listed.body.map((q: { type: string }) => q.type)).toEqual(['DND', 'ASG']);
    const fresh = await call(t, 'POST', '/api/survey/generate', { body: { topic }, token: (await activeUser(t)).token });
    expect(fresh.body.questions.map((q: { type: string }) => q.type)).toEqual(['DND', 'ASG']);
    expect((await call(t, 'GET', `/api/question/${scl.id}`, { token: staff })).status).toBe(404);
  });
});

describe('given the export', () => {
  let topic: number;
  const people: { token: string; email: string; firstName: string; lastName: string; attempt: string }[] = [];
  const nasty = [
    '=HYPERLINK("http://evil.example","click")',
    'Příliš žluťoučký kůň; "quoted"\nsecond line',
    'Здравейте, това е отговор',
    '+1 and -2 and @home',
  ];

  beforeAll(async () => {
    topic = topicIds.delta!;
    t.clock.set(new Date('2026-03-10T10:00:00Z'));
    for (const [index, answer] of nasty.entries()) {
      const country = index < 2 ? 'CZ' : 'BG';
      const user = await activeUser(t, { location: country, lastName: `Dvořák${index}` });
      const made = await completeAttempt(t, user.token, topic, answer);
      people.push({ ...user, attempt: made.survey_attempt });
      t.clock.advance(86_400_000 * 10);
    }
    t.clock.set(new Date());
  });

  it('writes UTF-8 with a BOM, ; between cells, one row per completed attempt, every answer as it was given', async () => {
    const res = await exportCsv({ topic, language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.body);
    const [header, ...data] = rows;
    expect(header!.slice(0, 14)).toEqual([
      'attempt_id',
      'respondent',
      'country',
      'residence',
      'age',
      'gender',
      'education',
      'employment',
      'unemployed_months',
      'job_sectors',
      'topic',
      'language',
      'created_at',
      'completed_at',
    ]);
    expect(data).toHaveLength(nasty.length);
    const questions = await call(t, 'GET', `/api/survey/topic/${topic}/questions`, { token: staff });
    const col = (name: string) => header!.indexOf(name);
    const qcol = (type: string) => col(`q${questions.body.find((q: { type: string }) => q.type === type).id}`);
    for (const [index, person] of people.entries()) {
      const row = data[index]!;
      expect(row[col('attempt_id')]).toBe(person.attempt);
      const [u] = await t.database.db.select().from(users).where(eq(users.email, person.email));
      expect(row[col('respondent')]).toBe(u!.respondentId);
      expect(row.slice(2, 12)).toEqual([
        index < 2 ? 'CZ' : 'BG',
        'citizen',
        '58',
        'female',
        'secondary_diploma',
        'yes',
        '',
        'healthcare_social_care',
        'Topic delta',
        'en',
      ]);
      const given = nasty[index]!;
      expect(row[qcol('TXT')]).toBe(/^[=+\-@]/.test(given) ? `'${given}` : given);
      expect(row[qcol('OCA')]).toBe('Right');
      expect(row[qcol('MCA')]).toBe('Yes one | Yes two');
      expect(row[qcol('SCL')]).toBe('Always');
      expect(row[qcol('DND')]).toBe('Step one > Step two > Step three > Step four');
      const subs = await call(t, 'GET', `/api/survey/topic/${topic}/subtopics`, { token: staff });
      for (const sub of subs.body) {
        expect(row[col(`s${sub.id}_total`)]).toMatch(/^\d+$/);
        expect(row[col(`s${sub.id}_level`)]).toBe('3');
      }
    }
    // Never a name or an e-mail.
    for (const person of people) {
      expect(res.body).not.toContain(person.email);
      expect(res.body).not.toContain(person.lastName);
    }
    expect(res.body).not.toContain(';=HYPERLINK');
  });

  it('writes answers in the chosen language', async () => {
    const rows = parseCsv((await exportCsv({ topic, language: 'cs' })).body);
    expect(rows[1]).toContain('Right (cs)');
    expect(rows[1]).toContain('Topic delta (cs)');
    const bg = parseCsv((await exportCsv({ topic, language: 'bg' })).body);
    expect(bg[1]!.some((cell) => cell.startsWith('Текст'))).toBe(true);
  });

  it('counts exactly the rows the same filters export', async () => {
    const filters: [Record<string, string>, number][] = [
      [{}, 4],
      [{ country: 'CZ' }, 2],
      [{ country: 'bg' }, 2],
      [{ country: 'AT' }, 0],
      [{ time_from: '2026-03-20' }, 3],
      [{ time_to: '2026-03-20' }, 2],
      [{ time_from: '2026-03-20', time_to: '2026-03-30', country: 'CZ' }, 1],
      [{ time_from: '2026-03-20', time_to: '2026-03-30' }, 2],
    ];
    for (const [filter, expected] of filters) {
      const query = new URLSearchParams({ topic: String(topic), ...filter }).toString();
      const count = await call(t, 'GET', `/api/export/count?${query}`, { token: staff });
      expect(count.status).toBe(200);
      expect(count.body).toBe(expected);
      const rows = parseCsv((await exportCsv({ topic, language: 'en', ...filter })).body);
      expect(rows.length - 1).toBe(expected);
    }
  });

  it('counts every topic of the tool with all_topics: the rows of the research package', async () => {
    const list = await call(t, 'GET', '/api/survey/topic/list', { token: staff });
    const wlb = list.body.find((x: { id: number }) => x.id === topic).wlb;
    const sameTool = list.body.filter((x: { wlb: boolean }) => x.wlb === wlb).map((x: { id: number }) => x.id);
    expect(sameTool).toContain(topicIds.gamma);
    let sum = 0;
    for (const id of sameTool) sum += (await call(t, 'GET', `/api/export/count?topic=${id}`, { token: staff })).body;
    const single = await call(t, 'GET', `/api/export/count?topic=${topic}&all_topics=false`, { token: staff });
    const all = await call(t, 'GET', `/api/export/count?topic=${topic}&all_topics=true`, { token: staff });
    expect(all.status).toBe(200);
    expect(all.body).toBe(sum);
    expect(all.body).toBeGreaterThan(single.body);
    const zip = await t.app.inject({
      method: 'POST',
      url: '/api/export/package',
      headers: { authorization: `Token ${staff}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ topic, language: 'en', all_topics: true }),
    });
    const responses = (await unzip(zip.rawPayload)).get('responses.csv')!.toString('utf8');
    expect(parseResearchCsv(responses).length - 1).toBe(all.body);
    expect((await call(t, 'GET', `/api/export/count?topic=999999&all_topics=true`, { token: staff })).status).toBe(404);
  });

  it('pages through more rows than one batch without losing or repeating any', async () => {
    const big = topicIds.epsilon!;
    const [template] = await t.database.db.select().from(surveyAttempts).limit(1);
    const when = new Date('2026-05-01T00:00:00Z');
    const total = exportBatchSize + 7;
    await t.database.db.insert(surveyAttempts).values(
      Array.from({ length: total }, (_, i) => ({
        ...template!,
        id: `bulk${String(i).padStart(18, '0')}`,
        topicId: big,
        respondentId: null,
        // Many attempts share a completion time: the keyset goes on by id.
        completedAt: new Date(when.getTime() + Math.floor(i / 50) * 1000),
      })),
    );
    const rows = parseCsv((await exportCsv({ topic: big, language: 'en' })).body).slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[0])).size).toBe(total);
    const count = await call(t, 'GET', `/api/export/count?topic=${big}`, { token: staff });
    expect(count.body).toBe(total);
  });

  it('streams the same file in brotli or gzip when the browser accepts it', async () => {
    const plain = await exportCsv({ topic: topicIds.epsilon, language: 'en' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Over a real socket, as a browser downloads it: sent in chunks as the rows are read, never as one body.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await rawPost(port, '/api/export', JSON.stringify({ topic: topicIds.epsilon, language: 'en' }), {
        'accept-encoding': accepted,
      });
      expect(res.status, accepted).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"');
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.body).equals(plain.rawPayload), accepted).toBe(true);
    }
  });

  it('downloads a codebook in the chosen language and refuses an export without a topic', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/export/codebook?topic=${topic}&language=de`,
      headers: { authorization: `Token ${staff}` },
    });
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['Spalte', 'Bedeutung', 'Antwortcodes']);
    expect(rows.find((r) => r[0] === 'age')![1]).toBe(
      'Alter in Jahren (zum Zeitpunkt des Abschlusses; bei Durchgängen, die abgeschlossen wurden, bevor das Profil mit ihnen gespeichert wurde, das heutige Profil)',
    );
    expect(rows.some((r) => r[1]?.includes('Rate yourself (de)') && r[2]?.includes('4 = Always (de)'))).toBe(true);
    expect((await exportCsv({ language: 'en' })).statusCode).toBe(400);
    expect((await exportCsv({ topic, language: 'en', time_from: '2026-13-45' })).statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/export/count?topic=${topic}&time_to=yesterday`, { token: staff })).status).toBe(400);
    expect((await exportCsv({ topic: 999999, language: 'en' })).statusCode).toBe(404);
  });
});

describe('given export filters the export cannot honour', () => {
  const invalid = 'Some fields are not filled in correctly';
  const count = (query: string) => call(t, 'GET', `/api/export/count?topic=${topicIds.delta}&${query}`, { token: staff });
  const post = (url: string, filter: Record<string, unknown>) =>
    call(t, 'POST', url, { token: staff, body: { topic: topicIds.delta, language: 'en', ...filter } });

  it.each([
    ['an unknown country', { country: 'ZZ' }, { country: 'VALIDATION.COUNTRY_UNKNOWN' }, { country: 'cz' }],
    ['an impossible date', { time_from: '2026-02-30' }, { time_from: 'VALIDATION.DATE_INVALID' }, { time_from: '2028-02-29' }],
    [
      'an empty range',
      { time_from: '2026-03-01', time_to: '2026-02-01' },
      { time_from: 'VALIDATION.DATE_AFTER_END' },
      { time_from: '2026-03-01', time_to: '2026-03-01' },
    ],
    ['an over-long date', { time_to: '2026-02-011' }, { time_to: 'VALIDATION.DATE_TOO_LONG' }, { time_to: '' }],
    ['an over-long country', { country: 'CZE' }, { country: 'VALIDATION.COUNTRY_TOO_LONG' }, { country: '' }],
  ])('refuses %s on the CSV, the package and the count, naming the field', async (_case, filter, errors, fine) => {
    for (const url of ['/api/export', '/api/export/package']) {
      const res = await post(url, filter);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual(errorBody({ en: invalid, cz: expect.any(String), errors }));
    }
    const counted = await count(new URLSearchParams(filter).toString());
    expect(counted.status).toBe(400);
    expect(counted.body).toEqual(errorBody({ en: invalid, cz: expect.any(String), errors }));
    // The nearest filter that is right still counts.
    expect((await count(new URLSearchParams(fine).toString())).status).toBe(200);
  });

  it.each([
    ['an array-style key', 'count', 'country[]=CZ', 'country[]'],
    ['a repeated key', 'count', 'country=CZ&country=DE', 'country'],
    ['a repeated date', 'count', 'time_to=2026-03-01&time_to=2026-04-01', 'time_to'],
    ['an array-style key', 'codebook', 'language[]=de', 'language[]'],
  ])('refuses %s in the %s’s query, naming the key', async (_case, route, query, key) => {
    const res = await call(t, 'GET', `/api/export/${route}?topic=${topicIds.delta}&${query}`, { token: staff });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody({ en: invalid, cz: expect.any(String), errors: { [key]: 'VALIDATION.SINGLE_VALUE' } }));
  });
});

describe('given the API description', () => {
  it('describes every staff route in /api/openapi.json', async () => {
    const res = await call(t, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    for (const path of [
      '/api/survey/topic/list',
      '/api/question/{id}',
      '/api/question/create',
      '/api/export/count',
      '/api/export',
    ])
      expect(Object.keys(res.body.paths)).toContain(path);
  });
});

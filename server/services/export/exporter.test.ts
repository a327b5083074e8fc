import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { parseSemicolonCsv } from '../../test-support/research-package';
import { rightAnswers, seedFixtureTopics } from '../../test-support/survey';
import { createExporter, type Exporter } from './exporter';

/** The exporter on its own, on a real database: the count, the CSV in pieces and the codebook. */
let t: TestApp;
let exporter: Exporter;
let topics: Record<string, number>;

async function complete(token: string, topic: number, text: string) {
  const made = await call(t, 'POST', '/api/survey/generate', { body: { topic }, token });
  const answers = (await rightAnswers(t, made.body.questions)).map((a) =>
    typeof a.answered === 'string' ? { ...a, answered: text } : a,
  );
  const body = {
    survey_attempt: made.body.survey_attempt,
    updated_at: made.body.updated_at,
    survey: { questions: answers },
    complete: true,
  };
  expect((await call(t, 'POST', '/api/survey/submit', { body, token })).status).toBe(200);
  return made.body.survey_attempt as string;
}

async function csvOf(filter: Parameters<Exporter['csv']>[0], language: Parameters<Exporter['csv']>[1] = 'en') {
  let text = '';
  for await (const piece of exporter.csv(filter, language)) text += piece;
  return text;
}

beforeAll(async () => {
  t = await createTestApp();
  topics = await seedFixtureTopics(t);
  exporter = createExporter({ db: t.database.db });
  const slovak = (await activeUser(t, { location: 'SK' })).token;
  const czech = (await activeUser(t, { location: 'CZ' })).token;
  await complete(slovak, topics.alpha!, '=1+1; "quoted"\nsecond line');
  await complete(czech, topics.alpha!, 'Plain words');
  await complete(czech, topics.beta!, 'Other tool');
  await call(t, 'POST', '/api/survey/generate', { body: { topic: topics.alpha }, token: (await activeUser(t)).token });
});
afterAll(async () => t?.close());

describe('given completed attempts of two tools', () => {
  it('counts the completed attempts of a topic, of a country, and of every topic of its tool', async () => {
    expect(await exporter.count({ topic: topics.alpha! })).toBe(2);
    expect(await exporter.count({ topic: topics.alpha!, country: 'SK' })).toBe(1);
    expect(await exporter.count({ topic: topics.alpha!, time_to: '2000-01-01' })).toBe(0);
    expect(await exporter.count({ topic: topics.beta!, all_topics: true })).toBe(1);
  });

  it('writes the header first, then one row per completed attempt, neutralising formulas and keeping line breaks', async () => {
    const text = await csvOf({ topic: topics.alpha! });
    expect(text.startsWith('\uFEFFattempt_id;respondent;country;')).toBe(true);
    const [header] = parseSemicolonCsv(text);
    expect(header!.join(';')).toMatch(/;q\d+;.*;s\d+_actual;s\d+_total;s\d+_level$/);
    expect(text).toContain(`"'=1+1; ""quoted""\nsecond line"`);
    expect(text).toContain(';SK;');
    expect(text).toContain(';CZ;');
    expect(text).not.toContain('Other tool');
  });

  it('refuses an unknown topic before writing anything', async () => {
    await expect(csvOf({ topic: 999_999 })).rejects.toMatchObject({ status: 404 });
  });

  it('explains every column in the codebook, in the chosen language, with the lists from contract', async () => {
    const codebook = await exporter.codebook(topics.alpha!, 'de');
    expect(codebook.startsWith('\uFEFF')).toBe(true);
    for (const column of ['attempt_id', 'gender', 'language', 'completed_at']) expect(codebook).toContain(`\r\n${column};`);
    expect(codebook).toMatch(/\r\nq\d+;/);
    expect(codebook).toMatch(/\r\ns\d+_level;[^\r]*;1–\d/);
    expect(codebook).toContain('en, cs, sk, de, hu, hr, bg, sl, sr, bs');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionVersionMessages } from '../../../contract/api/staff';
import { fixtureTopic } from '../../content/test-support/fixture';
import { surveyAttempts, users } from '../../db/schema';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { csvRecords, parseSemicolonCsv, unzip } from '../../test-support/research-package';
import { completeAttempt, rightAnswers, seedFixtureTopics } from '../../test-support/survey';

let t: TestApp;
let topic: number;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  topic = (await seedFixtureTopics(t, [fixtureTopic('alpha')])).alpha!;
  const user = await activeUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.email, user.email));
  staff = user.token;
});
afterAll(async () => t?.close());

type Row = { id: number; correct_option: number; text_de: string };
const questionOf = async (type: string) =>
  (await call(t, 'GET', `/api/survey/topic/${topic}/questions`, { token: staff })).body.find(
    (q: { type: string }) => q.type === type,
  ).id as number;
const form = async (id: number) => (await call(t, 'GET', `/api/question/${id}`, { token: staff })).body;
const results = async (token: string, attempt: string) =>
  (await call(t, 'GET', `/api/survey/attempt/${attempt}`, { token })).body[0].results.map(
    (r: { sub_topic: { id: number }; actual_points: number; level: number }) => [r.sub_topic.id, r.actual_points, r.level],
  );

/** The research package's tables of the topic, as records. */
async function researchPackage() {
  const zip = await t.app.inject({
    method: 'POST',
    url: '/api/export/package',
    headers: { authorization: `Token ${staff}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ topic, language: 'en' }),
  });
  const files = await unzip(zip.rawPayload);
  const table = (name: string) => csvRecords(files.get(name)!.toString('utf8'));
  return { questions: table('questions.csv'), choices: table('choices.csv'), responses: table('responses.csv') };
}

describe('given a matching question that completed attempts answered', () => {
  it('corrects a text in place, but keeps the answered version when a pair changes: past scores and export stay, new attempts use the new one', async () => {
    const first = (await activeUser(t)).token;
    const done = await completeAttempt(t, first, topic);
    // An attempt begun before the change and completed after it.
    const second = (await activeUser(t)).token;
    const begun = (await call(t, 'POST', '/api/survey/generate', { token: second, body: { topic } })).body;
    const asg = await questionOf('ASG');
    const before = await form(asg);
    expect(before).toMatchObject({ version: 1, completed_answers: 1, open_answers: 1 });
    // The begun attempt has answered the matching question already, with the old pairs.
    const early = (await rightAnswers(t, begun.questions)).filter((a) => a.id === asg);
    await call(t, 'POST', '/api/survey/submit', {
      token: second,
      body: { survey_attempt: begun.survey_attempt, updated_at: begun.updated_at, survey: { questions: early } },
    });
    const resultsBefore = await results(first, done.survey_attempt);
    const packageBefore = await researchPackage();

    // A typo in German: no new version, same question.
    const typo = { ...before, rows: before.rows.map((r: Row, i: number) => (i === 0 ? { ...r, text_de: 'Korrigiert' } : r)) };
    const corrected = await call(t, 'PUT', `/api/question/${asg}`, { token: staff, body: typo });
    expect(corrected.body).toMatchObject({ id: asg, version: 1 });

    // Another pair: refused until confirmed, then a new version.
    const swapped = { ...typo, rows: typo.rows.map((r: Row) => ({ ...r, correct_option: 1 - r.correct_option })) };
    const unconfirmed = await call(t, 'PUT', `/api/question/${asg}`, { token: staff, body: swapped });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.en).toBe(questionVersionMessages.unconfirmed.en);
    expect((await form(asg)).version).toBe(1);
    const saved = await call(t, 'PUT', `/api/question/${asg}`, { token: staff, body: { ...swapped, new_version: true } });
    expect(saved.status).toBe(200);
    const next = saved.body.id as number;
    expect(next).not.toBe(asg);
    expect(saved.body.version).toBe(2);
    const now = await form(next);
    // The unfinished attempt moved to it.
    expect(now).toMatchObject({ version: 2, completed_answers: 0, open_answers: 1 });
    expect(now.rows.map((r: Row) => [r.text_de, r.correct_option])).toEqual(
      swapped.rows.map((r: Row) => [r.text_de, r.correct_option]),
    );
    expect((await call(t, 'GET', `/api/question/${asg}`, { token: staff })).status).toBe(404);
    expect(await questionOf('ASG')).toBe(next);

    // The attempt begun before asks the new version in the old one's place and completes with it.
    const [moved] = await t.database.db.select().from(surveyAttempts).where(eq(surveyAttempts.id, begun.survey_attempt));
    expect(moved!.questionIds).toEqual(begun.questions.map((q: { id: number }) => (q.id === asg ? next : q.id)));
    // Its answer named the old pairs' choices: it goes, and the respondent answers the new version.
    expect(Object.keys(moved!.answers)).toEqual([]);
    expect(Object.keys(moved!.optionOrder)).toContain(String(next));
    const resumed = (await call(t, 'POST', '/api/survey/get', { token: second, body: { survey_attempt: begun.survey_attempt } }))
      .body;
    const answers = await rightAnswers(t, resumed.questions);
    const submitted = await call(t, 'POST', '/api/survey/submit', {
      token: second,
      body: {
        survey_attempt: begun.survey_attempt,
        updated_at: resumed.updated_at,
        survey: { questions: answers },
        complete: true,
      },
    });
    expect(submitted.status).toBe(200);
    expect(await results(second, begun.survey_attempt)).toEqual(resultsBefore);

    // Past results and their export never change; the package says which version each column holds.
    expect(await results(first, done.survey_attempt)).toEqual(resultsBefore);
    const after = await researchPackage();
    const doneRow = (p: typeof after) => p.responses.find((r) => r.attempt === done.survey_attempt)!;
    for (const [column, value] of Object.entries(doneRow(packageBefore)))
      expect([column, doneRow(after)[column]]).toEqual([column, value]);
    expect(doneRow(after)[`q${asg}_score`]).toBe('1');
    const described = (id: number) => after.questions.find((q) => q.question === `q${id}`)!;
    expect(described(asg)).toMatchObject({ version: '1', replaces: '', deleted: '1' });
    expect(described(next)).toMatchObject({ version: '2', replaces: `q${asg}`, deleted: '0' });
    const keys = (p: typeof after, id: number) => p.choices.filter((c) => c.question === `q${id}`).map((c) => c.correct_option);
    expect(keys(after, asg)).toEqual(keys(packageBefore, asg));
    expect(keys(after, next)).not.toEqual(keys(after, asg));

    // The codebook of the semicolon CSV names each column's version, in the chosen language.
    const codebook = await t.app.inject({
      method: 'GET',
      url: `/api/export/codebook?topic=${topic}&language=de`,
      headers: { authorization: `Token ${staff}` },
    });
    const lines = parseSemicolonCsv(codebook.body);
    expect(lines.find((l) => l[0] === `q${asg}`)![1]).toMatch(/\(gelöscht\) \(Version 1\)$/);
    expect(lines.find((l) => l[0] === `q${next}`)![1]).toMatch(new RegExp(`\\(Version 2, ersetzt q${asg}\\)$`));

    // A new attempt asks the new version and scores with its pairs.
    const third = (await activeUser(t)).token;
    const fresh = await completeAttempt(t, third, topic);
    expect(fresh.questions.map((q) => q.id)).toContain(next);
    expect(fresh.questions.map((q) => q.id)).not.toContain(asg);
    expect(await results(third, fresh.survey_attempt)).toEqual(resultsBefore);
    expect((await researchPackage()).responses.find((r) => r.attempt === fresh.survey_attempt)![`q${next}_score`]).toBe('1');
  });

  it('changes a question no attempt asked in place, without a new version', async () => {
    const sub = (await call(t, 'POST', '/api/subtopic/create', { token: staff, body: { name: 'Fresh', topic } })).body
      .id as number;
    const texts = (en: string) => ({ text_en: en });
    const made = await call(t, 'POST', '/api/question/create', {
      token: staff,
      body: { type: 'OCA', ...texts('Pick'), sub_topic: sub, order: 0, options: [{ ...texts('A'), correct: true }, texts('B')] },
    });
    expect(made.body.version).toBe(1);
    const got = await form(made.body.id);
    const flipped = { ...got, options: got.options.map((o: { correct: boolean }) => ({ ...o, correct: !o.correct })) };
    const saved = await call(t, 'PUT', `/api/question/${made.body.id}`, { token: staff, body: flipped });
    expect(saved.body).toMatchObject({ id: made.body.id, version: 1 });
  });
});

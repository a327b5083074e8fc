import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentTopicInput } from '../../../contract/content';
import { allLanguages as t } from '../../content/test-support/fixture';
import { users } from '../../db/schema';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { seedFixtureTopics } from '../../test-support/survey';

/**
 * A negatively worded statement: its scale is shown in the same direction as every other scale,
 * "Strongly disagree" first, while agreeing scores low (docs/product/choices.md, reversed items).
 */
const levels = [1, 2, 3].map((n) => ({ title: t(`Level ${n}`), recommendation: t(`Advice ${n}`) }));
const agreement = ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'];
const grades = agreement.map((en, i) => ({ key: `g${i}`, text: t(en) }));

const topic: ContentTopicInput = {
  key: 'reversed',
  tool: 'general',
  order: 1,
  name: t('Reversed'),
  description: t('A reversed scale'),
  sub_topics: [
    {
      key: 'plain',
      name: t('Plain'),
      levels,
      questions: [{ key: 'plain', type: 'SCL', text: t('I keep my phone updated'), grades }],
    },
    {
      key: 'turned',
      name: t('Turned'),
      levels,
      questions: [{ key: 'turned', type: 'SCL', reversed: true, text: t('I put off updates'), grades }],
    },
  ],
};

let app: TestApp;
let topicId: number;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  topicId = (await seedFixtureTopics(app, [topic])).reversed!;
  token = (await activeUser(app)).token;
});
afterAll(async () => app?.close());

interface SclOption {
  id: number;
  text: string;
  point: number;
}

/** Completes a new attempt answering both scales with the grade of that English text; the shares by sub-topic. */
async function shares(answer: string) {
  const made = await call(app, 'POST', '/api/survey/generate', { body: { topic: topicId, retry: true }, token });
  expect(made.status).toBe(200);
  const questions = made.body.questions as { id: number; scl_options: SclOption[] }[];
  const done = await call(app, 'POST', '/api/survey/submit', {
    body: {
      survey_attempt: made.body.survey_attempt,
      updated_at: made.body.updated_at,
      survey: {
        questions: questions.map((q) => ({ id: q.id, answered: q.scl_options.find((o) => o.text === answer)!.id })),
      },
      complete: true,
    },
    token,
  });
  expect(done.status).toBe(200);
  app.clock.advance(60_000);
  const got = await call(app, 'GET', `/api/survey/attempt/${made.body.survey_attempt}`, { token });
  const latest = got.body[0] as { results: { sub_topic: { name: string }; actual_points: number }[] };
  return Object.fromEntries(latest.results.map((r) => [r.sub_topic.name, r.actual_points]));
}

describe('given a reversed scale', () => {
  it('is shown in the usual order, strongly disagree first, like every other scale', async () => {
    const made = await call(app, 'POST', '/api/survey/generate', { body: { topic: topicId }, token });
    const [plain, turned] = made.body.questions as { scl_options: SclOption[] }[];
    expect(plain!.scl_options.map((o) => o.text)).toEqual(agreement);
    expect(turned!.scl_options.map((o) => o.text)).toEqual(agreement);
  });

  it('scores agreeing low: strongly agree is a share of 0, strongly disagree a share of 1', async () => {
    expect(await shares('Strongly agree')).toEqual({ Plain: 1, Turned: 0 });
    expect(await shares('Strongly disagree')).toEqual({ Plain: 0, Turned: 1 });
    expect(await shares('Agree')).toEqual({ Plain: 0.75, Turned: 0.25 });
  });
});

describe('given staff correcting a reversed statement in the question editor', () => {
  it('keeps it scored downwards: the grades keep their points, the editor shows them', async () => {
    const staff = await activeUser(app);
    await app.database.db.update(users).set({ isStaff: true }).where(eq(users.email, staff.email));
    const made = await call(app, 'POST', '/api/survey/generate', { body: { topic: topicId, retry: true }, token });
    const id = (made.body.questions as { id: number }[])[1]!.id;
    const got = await call(app, 'GET', `/api/question/${id}`, { token: staff.token });
    const points = (body: { grades: { point: number; text_en: string }[] }) => body.grades.map((g) => [g.text_en, g.point]);
    const expected = agreement.map((en, i) => [en, 4 - i]);
    expect(points(got.body)).toEqual(expected);

    const saved = await call(app, 'PUT', `/api/question/${id}`, {
      token: staff.token,
      body: { ...got.body, text_en: 'I often put off updates' },
    });
    expect(saved.status).toBe(200);
    expect(points((await call(app, 'GET', `/api/question/${id}`, { token: staff.token })).body)).toEqual(expected);
    expect(await shares('Strongly agree')).toEqual({ Plain: 1, Turned: 0 });
  });
});

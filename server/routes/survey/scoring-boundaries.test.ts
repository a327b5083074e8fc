import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentTopicInput } from '../../../contract/content';
import { allLanguages as t } from '../../content/test-support/fixture';
import { keyedQuestionsById } from '../../services/survey/keyed-questions';
import type { KeyedQuestion } from '../../services/survey/question-keys';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { seedFixtureTopics } from '../../test-support/survey';

/**
 * Scoring fixtures computed by hand (docs/product/choices.md), through the real generate, submit and attempt
 * routes. Each sub-topic holds one question type, so its share is easy to follow; the level is
 * ceil(actual / total × 3), at least 1, so shares of exactly 1/3 and 2/3 stay on levels 1 and 2.
 */
const levels = [1, 2, 3].map((n) => ({ title: t(`Level ${n}`), recommendation: t(`Advice ${n}`) }));
const grades = (prefix: string) =>
  ['None', 'Some', 'Much', 'All'].map((g, i) => ({ key: `${prefix.toLowerCase()}${i}`, text: t(`${prefix} ${g}`) }));

const boundsTopic: ContentTopicInput = {
  key: 'bounds',
  tool: 'general',
  order: 5,
  name: t('Bounds'),
  description: t('Level boundaries'),
  sub_topics: [
    {
      key: 's-oca',
      name: t('Single'),
      levels,
      questions: [
        {
          key: 'oca',
          type: 'OCA',
          text: t('One right'),
          options: [
            { key: 'r', text: t('OCA right'), correct: true },
            { key: 'w', text: t('OCA wrong') },
          ],
        },
      ],
    },
    {
      key: 's-mca',
      name: t('Multiple'),
      levels,
      questions: [
        {
          key: 'mca',
          type: 'MCA',
          can_be_none: true,
          text: t('Which are right'),
          options: [
            { key: 'a', text: t('MCA a'), correct: true },
            { key: 'b', text: t('MCA b') },
            { key: 'c', text: t('MCA c') },
          ],
        },
      ],
    },
    {
      key: 's-dnd',
      name: t('Order'),
      levels,
      questions: [
        {
          key: 'dnd',
          type: 'DND',
          text: t('In order'),
          items: [
            { key: 'i1', text: t('DND 1') },
            { key: 'i2', text: t('DND 2') },
            { key: 'i3', text: t('DND 3') },
          ],
        },
      ],
    },
    {
      key: 's-scl',
      name: t('Scale'),
      levels,
      questions: [{ key: 'scl', type: 'SCL', text: t('How much'), grades: grades('S') }],
    },
    {
      key: 's-asg',
      name: t('Matching'),
      levels,
      questions: [
        {
          key: 'asg',
          type: 'ASG',
          text: t('Match'),
          options: [
            { key: 'x', text: t('ASG x') },
            { key: 'y', text: t('ASG y') },
          ],
          rows: [
            { key: 'r1', text: t('ASG row 1'), correct: 'x' },
            { key: 'r2', text: t('ASG row 2'), correct: 'y' },
            { key: 'r3', text: t('ASG row 3'), correct: 'x' },
          ],
        },
      ],
    },
    {
      key: 's-mix',
      name: t('Two scales and a text'),
      levels,
      questions: [
        { key: 'm1', type: 'SCL', text: t('First scale'), grades: grades('M') },
        { key: 'm2', type: 'SCL', text: t('Second scale'), grades: grades('N') },
        { key: 'mt', type: 'TXT', text: t('Say more') },
      ],
    },
    { key: 's-txt', name: t('Only text'), levels, questions: [{ key: 'tt', type: 'TXT', text: t('Anything else') }] },
  ],
};

let app: TestApp;
let topicId: number;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  topicId = (await seedFixtureTopics(app, [boundsTopic])).bounds!;
  token = (await activeUser(app)).token;
});
afterAll(async () => app?.close());

/** What to answer, by question text, in terms of the English option texts. */
interface Plan {
  oca: 'OCA right' | 'OCA wrong';
  mca: (string | 0)[];
  dnd: string[];
  scl: number;
  asg: [string, string, string];
  m1: number;
  m2: number;
}

async function complete(plan: Plan): Promise<string> {
  const made = await call(app, 'POST', '/api/survey/generate', { body: { topic: topicId, retry: true }, token });
  expect(made.status).toBe(200);
  const keyed = await keyedQuestionsById(
    app.database.db,
    made.body.questions.map((q: { id: number }) => q.id),
  );
  const byText = (en: string) => keyed.find((q) => q.text.en === en)!;
  const choice = (q: KeyedQuestion, en: string) => q.choices.find((c) => c.text.en === en)!.id;
  const grade = (q: KeyedQuestion, point: number) => q.choices.find((c) => c.kind === 'grade' && c.point === point)!.id;
  const oca = byText('One right');
  const mca = byText('Which are right');
  const dnd = byText('In order');
  const asg = byText('Match');
  const rows = asg.choices.filter((c) => c.kind === 'row').sort((a, b) => a.position - b.position);
  const answers = [
    { id: oca.id, answered: choice(oca, plan.oca) },
    { id: mca.id, answered: plan.mca.map((o) => (o === 0 ? 0 : choice(mca, o))) },
    { id: dnd.id, answered: plan.dnd.map((o) => choice(dnd, o)) },
    { id: byText('How much').id, answered: grade(byText('How much'), plan.scl) },
    { id: asg.id, answered: Object.fromEntries(rows.map((r, i) => [String(r.id), choice(asg, plan.asg[i]!)])) },
    { id: byText('First scale').id, answered: grade(byText('First scale'), plan.m1) },
    { id: byText('Second scale').id, answered: grade(byText('Second scale'), plan.m2) },
    { id: byText('Say more').id, answered: 'Some words', pasted: false },
    { id: byText('Anything else').id, answered: 'More words', pasted: false },
  ];
  const done = await call(app, 'POST', '/api/survey/submit', {
    body: {
      survey_attempt: made.body.survey_attempt,
      updated_at: made.body.updated_at,
      survey: { questions: answers },
      complete: true,
    },
    token,
  });
  expect(done.status).toBe(200);
  expect(done.body.completed).toBe(true);
  app.clock.advance(60_000);
  return made.body.survey_attempt;
}

/** [sub-topic, actual, total, level] per row, as the attempt route answers them. */
const rowsOf = (attempt: {
  results: { sub_topic: { name: string }; actual_points: number; total_points: number; level: number }[];
}) => attempt.results.map((r) => [r.sub_topic.name, r.actual_points, r.total_points, r.level]);

describe('given one attempt per boundary, scored by hand', () => {
  it('gives every question type its share and every share its level, exact thirds included', async () => {
    // 1. Everything wrong: every share 0 -> level 1 (never 0). Mix: 0 + 1/3 = 0.333333 of 2 (share 1/6) -> ceil(0.5) = 1.
    const zero = await complete({
      oca: 'OCA wrong',
      mca: ['MCA b', 'MCA c'], // a missed, b and c wrongly chosen: 0 of 3
      dnd: ['DND 2', 'DND 3', 'DND 1'], // no item in place: 0 of 3
      scl: 0,
      asg: ['ASG y', 'ASG x', 'ASG y'], // no row right
      m1: 0,
      m2: 1,
    });
    // 2. Exact thirds: a share of exactly 1/3 stays on level 1 (ceil(1) = 1).
    const third = await complete({
      oca: 'OCA right', // 1 of 1 -> 3
      mca: ['MCA b'], // a missed, b wrong, c rightly left: 1 of 3
      dnd: ['DND 1', 'DND 3', 'DND 2'], // only the first in place: 1 of 3
      scl: 1, // 1 / 3
      asg: ['ASG x', 'ASG x', 'ASG y'], // only row 1 right
      m1: 1,
      m2: 1, // 2/3 of 2 = share 1/3 -> 1
    });
    // 3. Exactly 2/3 stays on level 2; a half (just above a third) is level 2.
    const twoThirds = await complete({
      oca: 'OCA wrong',
      mca: [0], // "none": b and c rightly left, a missed: 2 of 3
      dnd: ['DND 1', 'DND 2', 'DND 3'], // all in place: 1 -> 3
      scl: 2, // 2 / 3
      asg: ['ASG x', 'ASG y', 'ASG y'], // rows 1 and 2 right: 2 of 3
      m1: 0,
      m2: 3, // 0 + 1 = 1 of 2 (share 1/2) -> ceil(1.5) = 2
    });
    // 4. Everything right except the mix: above 2/3 is level 3. Mix: 2/3 + 1 = 1.666667 of 2 (share 5/6) -> ceil(2.5) = 3.
    const full = await complete({
      oca: 'OCA right',
      mca: ['MCA a'],
      dnd: ['DND 1', 'DND 2', 'DND 3'],
      scl: 3,
      asg: ['ASG x', 'ASG y', 'ASG x'],
      m1: 2,
      m2: 3,
    });

    const res = await call(app, 'GET', `/api/survey/attempt/${full}`, { token, headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    // Newest first; the TXT-only sub-topic has no row; sub-topics in their content order.
    expect(res.body.map((a: { id: string }) => a.id)).toEqual([full, twoThirds, third, zero]);
    const [r4, r3, r2, r1] = res.body.map(rowsOf);
    expect(r1).toEqual([
      ['Single', 0, 1, 1],
      ['Multiple', 0, 1, 1],
      ['Order', 0, 1, 1],
      ['Scale', 0, 1, 1],
      ['Matching', 0, 1, 1],
      ['Two scales and a text', 0.333333, 2, 1],
    ]);
    expect(r2).toEqual([
      ['Single', 1, 1, 3],
      ['Multiple', 0.333333, 1, 1],
      ['Order', 0.333333, 1, 1],
      ['Scale', 0.333333, 1, 1],
      ['Matching', 0.333333, 1, 1],
      ['Two scales and a text', 0.666667, 2, 1],
    ]);
    expect(r3).toEqual([
      ['Single', 0, 1, 1],
      ['Multiple', 0.666667, 1, 2],
      ['Order', 1, 1, 3],
      ['Scale', 0.666667, 1, 2],
      ['Matching', 0.666667, 1, 2],
      ['Two scales and a text', 1, 2, 2],
    ]);
    expect(r4).toEqual([
      ['Single', 1, 1, 3],
      ['Multiple', 1, 1, 3],
      ['Order', 1, 1, 3],
      ['Scale', 1, 1, 3],
      ['Matching', 1, 1, 3],
      ['Two scales and a text', 1.666667, 2, 3],
    ]);
    // The level's title and advice come along in the request's language.
    expect(res.body[0].results[0]).toMatchObject({ levels: 3, rating: { title: 'Level 3', description: 'Advice 3' } });
    const cs = await call(app, 'GET', `/api/survey/attempt/${third}`, { token, headers: { 'accept-language': 'cs' } });
    expect(cs.body.map((a: { id: string }) => a.id)).toEqual([third, zero]);
    expect(cs.body[0].results[1]).toMatchObject({
      sub_topic: { name: 'Multiple (cs)' },
      level: 1,
      rating: { title: 'Level 1 (cs)', description: 'Advice 1 (cs)' },
    });

    // Someone else gets neither these completed results nor their place in the list.
    const stranger = (await activeUser(app)).token;
    const foreign = await call(app, 'GET', `/api/survey/attempt/${full}`, { token: stranger });
    expect(foreign).toMatchObject({ status: 404, body: { en: 'This survey attempt is invalid' } });
    expect((await call(app, 'GET', '/api/survey/attempts', { token: stranger })).body.results).toEqual([]);
    expect((await call(app, 'GET', '/api/survey/attempts', { token })).body.results.map((a: { id: string }) => a.id)).toEqual([
      full,
      twoThirds,
      third,
      zero,
    ]);
  });
});

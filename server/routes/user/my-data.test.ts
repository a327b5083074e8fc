import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myDataSchema } from '../../../contract/api/my-data';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { rightAnswers, seedFixtureTopics } from '../../test-support/survey';

let t: TestApp;
let topicIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  topicIds = await seedFixtureTopics(t);
});
afterAll(async () => t?.close());

const post = (url: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
  call(t, 'POST', `/api/survey${url}`, { body, token, headers });

describe('given a user with a completed, an unfinished and an abandoned attempt, and another user', () => {
  it('exports exactly the owner’s profile and attempts, answers in words in the request’s language, as a no-store attachment', async () => {
    const owner = await activeUser(t, { firstName: 'Olga', lastName: 'Owner' });
    const other = await activeUser(t, { firstName: 'Otto', lastName: 'Other' });

    // The owner completes alpha with the right answers.
    const done = await post('/generate', { topic: topicIds.alpha }, owner.token);
    const right = await rightAnswers(t, done.body.questions);
    const completed = await post(
      '/submit',
      {
        survey_attempt: done.body.survey_attempt,
        updated_at: done.body.updated_at,
        survey: { questions: right },
        complete: true,
      },
      owner.token,
    );
    expect(completed.body.completed).toBe(true);
    // Starts beta, answers its first question, then starts it afresh (the first one is abandoned) and answers MCA "none".
    const abandoned = await post('/generate', { topic: topicIds.beta }, owner.token);
    const [oca] = abandoned.body.questions;
    await post(
      '/submit',
      {
        survey_attempt: abandoned.body.survey_attempt,
        updated_at: abandoned.body.updated_at,
        survey: { questions: [{ id: oca.id, answered: oca.oca_options[0].id }] },
      },
      owner.token,
    );
    const open = await post('/generate', { topic: topicIds.beta, retry: true }, owner.token);
    const mca = open.body.questions.find((q: { type: string }) => q.type === 'MCA');
    await post(
      '/submit',
      {
        survey_attempt: open.body.survey_attempt,
        updated_at: open.body.updated_at,
        survey: { questions: [{ id: mca.id, answered: [0] }] },
      },
      owner.token,
    );
    // The other user has an attempt of their own.
    const foreign = await post('/generate', { topic: topicIds.alpha }, other.token);

    const res = await call(t, 'GET', '/api/user/me/data', { token: owner.token, headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = myDataSchema.parse(res.body);
    expect(data.language).toBe('de');
    expect(data.profile).toMatchObject({ first_name: 'Olga', last_name: 'Owner', email: owner.email });
    expect(JSON.stringify(res.body)).not.toContain(other.email);
    expect(JSON.stringify(res.body)).not.toContain(foreign.body.survey_attempt);
    expect(new Set(data.attempts.map((a) => a.id))).toEqual(
      new Set([done.body.survey_attempt, abandoned.body.survey_attempt, open.body.survey_attempt]),
    );
    const byId = (id: string) => data.attempts.find((a) => a.id === id)!;

    const full = byId(done.body.survey_attempt);
    expect(full).toMatchObject({
      status: 'completed',
      topic: { name: 'Topic alpha (de)', wlb: false },
      completed_at: expect.any(String),
    });
    expect(full.answers.map((a) => [a.type, a.question, a.answer])).toEqual([
      ['OCA', 'Pick one (de)', 'Right (de)'],
      ['MCA', 'Pick some (de)', expect.arrayContaining(['Yes one (de)', 'Yes two (de)'])],
      ['TXT', 'Tell us (de)', 'My own words'],
      ['DND', 'Put in order (de)', ['Step one (de)', 'Step two (de)', 'Step three (de)', 'Step four (de)']],
      ['SCL', 'Rate yourself (de)', 'Always (de)'],
      [
        'ASG',
        'Match them (de)',
        [
          { row: 'Row one (de)', option: 'Option x (de)' },
          { row: 'Row two (de)', option: 'Option y (de)' },
          { row: 'Row three (de)', option: 'Option x (de)' },
        ],
      ],
    ]);
    expect(full.answers[0]!.sub_topic).toBe('First part (de)');
    expect(full.answers[2]).toMatchObject({ pasted: false });
    expect(full.results).toEqual([
      {
        sub_topic: 'First part (de)',
        actual_points: 2,
        total_points: 2,
        level: 3,
        levels: 3,
        level_title: 'Level 3 (de)',
        recommendation: 'Do step 3 next. (de)',
      },
      {
        sub_topic: 'Second part (de)',
        actual_points: 3,
        total_points: 3,
        level: 3,
        levels: 3,
        level_title: 'Level 3 (de)',
        recommendation: 'Do step 3 next. (de)',
      },
    ]);

    const unfinished = byId(open.body.survey_attempt);
    expect(unfinished).toMatchObject({ status: 'in_progress', completed_at: null, results: [] });
    expect(unfinished.answers.find((a) => a.type === 'MCA')).toMatchObject({ answer: [], none_of_the_above: true });
    expect(unfinished.answers.find((a) => a.type === 'OCA')).toMatchObject({ answer: null });
    const old = byId(abandoned.body.survey_attempt);
    expect(old.status).toBe('abandoned');
    expect(old.answers.find((a) => a.type === 'OCA')!.answer).toEqual(expect.stringContaining('(de)'));

    // The other user's export holds only their own attempt.
    const theirs = await call(t, 'GET', '/api/user/me/data', { token: other.token });
    expect(theirs.body.attempts.map((a: { id: string }) => a.id)).toEqual([foreign.body.survey_attempt]);
    expect(theirs.body.profile.email).toBe(other.email);
  });

  it('refuses a caller without a session with 401', async () => {
    const res = await call(t, 'GET', '/api/user/me/data');
    expect(res.status).toBe(401);
  });
});

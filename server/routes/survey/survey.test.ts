import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTopic } from '../../content/test-support/fixture';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { rightAnswers, seedFixtureTopics } from '../../test-support/survey';

let t: TestApp;
let topicIds: Record<string, number>;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  topicIds = await seedFixtureTopics(t);
  token = (await activeUser(t)).token;
  otherToken = (await activeUser(t)).token;
});
afterAll(async () => t?.close());

const post = (url: string, body: unknown, as: string | undefined = token, headers: Record<string, string> = {}) =>
  call(t, 'POST', `/api/survey${url}`, { body, token: as, headers });
const generate = (topic: number, as?: string, retry?: boolean) => post('/generate', { topic, ...(retry ? { retry } : {}) }, as);
/** A client time inside the attempt's life: `seconds` after it was made (the clock must have moved on as far). */
const afterCreation = (made: { body: { created_at: string } }, seconds: number) =>
  new Date(Date.parse(made.body.created_at) + seconds * 1000).toISOString();

describe('given the topic lists', () => {
  it('lists each tool’s topics in the request’s language, with no-store', async () => {
    const general = await call(t, 'GET', '/api/survey/topics', { token, headers: { 'accept-language': 'de-AT,de;q=0.9' } });
    expect(general.status).toBe(200);
    expect(general.headers['cache-control']).toBe('no-store');
    expect(general.body.topics).toEqual([
      { id: topicIds.alpha, pk: topicIds.alpha, name: 'Topic alpha (de)', description: 'About alpha (de)', wlb: false },
    ]);
    const wlb = await call(t, 'GET', '/api/survey/topics/wlb', { token });
    expect(wlb.body.topics.map((x: { name: string }) => x.name)).toEqual(['Topic beta']);
  });

  it('shows the user’s unfinished attempt and, once completed, the completion date', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    let list = await call(t, 'GET', '/api/survey/topics', { token: user });
    expect(list.body.survey_attempts).toEqual([
      expect.objectContaining({
        id: made.body.survey_attempt,
        topic: topicIds.alpha,
        completed: false,
        completed_at: null,
        retryable: true,
      }),
    ]);
    const answers = await rightAnswers(t, made.body.questions);
    await post(
      '/submit',
      {
        survey_attempt: made.body.survey_attempt,
        updated_at: made.body.updated_at,
        survey: { questions: answers },
        complete: true,
      },
      user,
    );
    list = await call(t, 'GET', '/api/survey/topics', { token: user });
    expect(list.body.survey_attempts).toEqual([
      expect.objectContaining({ completed: true, retryable: false, completed_at: expect.any(String) }),
    ]);
  });
});

describe('given a logged-in respondent starting a topic', () => {
  it('answers 404 "no survey in progress" before the first generate, and 404 for an unknown topic', async () => {
    const user = (await activeUser(t)).token;
    expect((await post('/get', { topic: topicIds.alpha }, user)).status).toBe(404);
    const unknown = await post('/get', { topic: 999999 }, user);
    expect(unknown).toMatchObject({ status: 404, body: { en: 'This topic does not exist' } });
    expect((await generate(999999, user)).body.en).toBe('This topic does not exist');
  });

  it('generates an attempt in the wire format of docs/product/api.md, with no answer keys', async () => {
    const user = (await activeUser(t)).token;
    const res = await generate(topicIds.alpha!, user);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      topic: { pk: topicIds.alpha, name: 'Topic alpha' },
      user: expect.any(Number),
      language: 'en',
    });
    expect(res.body.survey_attempt).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.body.questions.map((q: { type: string }) => q.type)).toEqual(['OCA', 'MCA', 'TXT', 'DND', 'SCL', 'ASG']);
    const [oca, mca, txt, dnd, scl, asg] = res.body.questions;
    expect(oca).toMatchObject({
      text: 'Pick one',
      answered: 0,
      sub_topic: { name: 'First part' },
      images: [{ url: '/content/images/example.svg', alt: 'An example picture' }],
    });
    expect(oca.oca_options).toHaveLength(3);
    expect(mca).toMatchObject({ can_be_none: true, answered: [] });
    expect(txt).toMatchObject({ answered: '', pasted: false });
    expect(scl.scl_options.map((o: { point: number; text: string }) => [o.point, o.text])).toEqual([
      [0, 'Never'],
      [1, 'Rarely'],
      [2, 'Sometimes'],
      [3, 'Often'],
      [4, 'Always'],
    ]);
    expect(asg.asg_questions.map((r: { text: string }) => r.text)).toEqual(['Row one', 'Row two', 'Row three']);
    expect(dnd.dnd_options.map((o: { text: string }) => o.text)).not.toEqual(['Step one', 'Step two', 'Step three', 'Step four']);
    const text = JSON.stringify(res.body);
    for (const secret of ['correct', 'point":null', 'correct_position', 'correctOptionId']) expect(text).not.toContain(secret);
  });

  it('keeps one unfinished attempt per topic: generate again returns it, get by topic finds it', async () => {
    const user = (await activeUser(t)).token;
    const first = await generate(topicIds.alpha!, user);
    const again = await generate(topicIds.alpha!, user);
    expect(again.body.survey_attempt).toBe(first.body.survey_attempt);
    const got = await post('/get', { topic: topicIds.alpha }, user);
    expect(got.body.survey_attempt).toBe(first.body.survey_attempt);
    expect(got.body.questions).toEqual(first.body.questions);
  });

  it('keeps the shuffled order of options across resume and language change', async () => {
    const user = (await activeUser(t)).token;
    const first = await generate(topicIds.alpha!, user);
    const ids = (body: { questions: { oca_options?: { id: number }[]; dnd_options?: { id: number }[] }[] }) =>
      body.questions.map((q) => (q.oca_options ?? q.dnd_options ?? []).map((o) => o.id));
    const resumed = await post('/get', { survey_attempt: first.body.survey_attempt }, user);
    const german = await post('/change-language', { survey_attempt: first.body.survey_attempt }, user, {
      'accept-language': 'de',
    });
    expect(ids(resumed.body)).toEqual(ids(first.body));
    expect(ids(german.body)).toEqual(ids(first.body));
    expect(german.body.language).toBe('de');
    expect(german.body.questions[0].text).toBe('Pick one (de)');
    expect(german.body.topic.name).toBe('Topic alpha (de)');
  });

  it('starts afresh with retry, leaving the old unfinished attempt behind', async () => {
    const user = (await activeUser(t)).token;
    const first = await generate(topicIds.alpha!, user);
    const fresh = await generate(topicIds.alpha!, user, true);
    expect(fresh.body.survey_attempt).not.toBe(first.body.survey_attempt);
    expect((await post('/attempt/validate', { survey_attempt: first.body.survey_attempt }, user)).status).toBe(204);
    expect((await post('/get', { topic: topicIds.alpha }, user)).body.survey_attempt).toBe(fresh.body.survey_attempt);
  });
});

describe('given the app’s one-call start (get with start)', () => {
  it('generates when nothing is in progress, resumes the unfinished attempt, and names a completed topic’s result', async () => {
    const user = (await activeUser(t)).token;
    const made = await post('/get', { topic: topicIds.alpha, start: true }, user);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ generated: true, topic: { pk: topicIds.alpha }, language: 'en' });
    const resumed = await post('/get', { topic: topicIds.alpha, start: true }, user);
    expect(resumed.body.survey_attempt).toBe(made.body.survey_attempt);
    expect(resumed.body.generated).toBeUndefined();
    // A client of docs/product/api.md, without `start`, sees the attempt the start made, as after generate.
    const plain = await post('/get', { topic: topicIds.alpha }, user);
    expect(plain.body.survey_attempt).toBe(made.body.survey_attempt);
    await post(
      '/submit',
      {
        survey_attempt: made.body.survey_attempt,
        updated_at: made.body.updated_at,
        survey: { questions: await rightAnswers(t, made.body.questions) },
        complete: true,
      },
      user,
    );
    const done = await post('/get', { topic: topicIds.alpha, start: true }, user);
    expect(done).toMatchObject({
      status: 404,
      body: { en: 'There is no survey in progress for this topic', completed_attempt: made.body.survey_attempt },
    });
    // Without `start` the 404 stays exactly the documented.
    const spec = await post('/get', { topic: topicIds.alpha }, user);
    expect(spec.status).toBe(404);
    expect(Object.keys(spec.body).sort()).toEqual(['cz', 'en', 'requestId']);
  });
});

describe('given an attempt and its owner', () => {
  it('validates it for the owner and answers 204 for another user, a forged id and a finished attempt', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const id = made.body.survey_attempt;
    expect(await post('/attempt/validate', { survey_attempt: id }, user)).toMatchObject({ status: 200, body: { valid: true } });
    expect((await post('/attempt/validate', { survey_attempt: id }, otherToken)).status).toBe(204);
    expect((await post('/attempt/validate', { survey_attempt: 'AAAAAAAAAAAAAAAAAAAAAA' }, user)).status).toBe(204);
    expect((await post('/attempt/validate', { survey_attempt: '1' }, user)).status).toBe(204);
    const answers = await rightAnswers(t, made.body.questions);
    await post(
      '/submit',
      { survey_attempt: id, updated_at: made.body.updated_at, survey: { questions: answers }, complete: true },
      user,
    );
    expect((await post('/attempt/validate', { survey_attempt: id }, user)).status).toBe(204);
  });

  it('answers another user’s attempt id exactly as an unknown one, on every route', async () => {
    const made = await generate(topicIds.alpha!);
    const id = made.body.survey_attempt;
    for (const [url, body] of [
      ['/get', { survey_attempt: id }],
      ['/change-language', { survey_attempt: id }],
      ['/submit', { survey_attempt: id, updated_at: made.body.updated_at, survey: { questions: [] } }],
    ] as const) {
      const foreign = await post(url, body, otherToken);
      const forged = await post(url, { ...body, survey_attempt: 'BBBBBBBBBBBBBBBBBBBBBB' }, otherToken);
      expect(foreign).toMatchObject({ status: 404, body: { en: 'This survey attempt is invalid' } });
      expect(forged.status).toBe(foreign.status);
      // The same answer but for each request's own id.
      expect({ ...forged.body, requestId: '' }).toEqual({ ...foreign.body, requestId: '' });
    }
    const results = await call(t, 'GET', `/api/survey/attempt/${id}`, { token: otherToken });
    expect(results.body.en).toBe('This survey attempt is invalid');
  });

  it('stores a partial submit with its timing data and gives it back on resume', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const [oca, , txt] = made.body.questions;
    t.clock.advance(120_000);
    const saved = await post(
      '/submit',
      {
        survey_attempt: made.body.survey_attempt,
        updated_at: made.body.updated_at,
        survey: {
          questions: [
            {
              id: oca.id,
              answered: oca.oca_options[1].id,
              started_at: afterCreation(made, 0),
              updated_at: [afterCreation(made, 5)],
            },
            { id: txt.id, answered: 'Pasted words', pasted: true, updated_at: [afterCreation(made, 60)] },
          ],
        },
      },
      user,
    );
    expect(saved).toMatchObject({ status: 200, body: { completed: false } });
    expect(Date.parse(saved.body.updated_at)).toBeGreaterThan(Date.parse(made.body.updated_at));
    const resumed = await post('/get', { topic: topicIds.alpha }, user);
    expect(resumed.body.updated_at).toBe(saved.body.updated_at);
    expect(resumed.body.questions[0]).toMatchObject({
      answered: oca.oca_options[1].id,
      started_at: afterCreation(made, 0),
      updated_at: [afterCreation(made, 5)],
    });
    expect(resumed.body.questions[2]).toMatchObject({ answered: 'Pasted words', pasted: true });
  });

  it('keeps at most 99 update times per question', async () => {
    const made = await generate(topicIds.alpha!, (await activeUser(t)).token);
    const stamps = Array.from({ length: 99 }, (_, i) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString());
    const res = await post('/submit', {
      survey_attempt: made.body.survey_attempt,
      updated_at: made.body.updated_at,
      survey: { questions: [{ id: made.body.questions[0].id, answered: 0, updated_at: [...stamps, 'x'] }] },
    });
    expect(res.status).toBe(400);
  });
});

describe('given answers that do not fit their question', () => {
  it('refuses each kind with 400 naming the question, and stores nothing of that submit', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const other = await generate(topicIds.beta!, user);
    const [oca, mca, txt, dnd, scl, asg] = made.body.questions;
    const foreignOption = other.body.questions[0].oca_options[0].id;
    const good = { id: oca.id, answered: oca.oca_options[0].id };
    const cases: [string, unknown][] = [
      ['an option of another question', { id: oca.id, answered: foreignOption }],
      ['an MCA option of another question', { id: mca.id, answered: [foreignOption] }],
      ['"none" beside an option', { id: mca.id, answered: [0, mca.mca_options[0].id] }],
      ['a DND order that is not a permutation', { id: dnd.id, answered: [dnd.dnd_options[0].id, dnd.dnd_options[0].id] }],
      ['a DND order missing an item', { id: dnd.id, answered: dnd.dnd_options.slice(1).map((o: { id: number }) => o.id) }],
      ['an SCL grade of another question', { id: scl.id, answered: oca.oca_options[0].id }],
      ['an ASG row of another question', { id: asg.id, answered: { [String(foreignOption)]: asg.asg_options[0].id } }],
      ['an ASG option of another question', { id: asg.id, answered: { [String(asg.asg_questions[0].id)]: foreignOption } }],
      ['a text answer of 1025 characters', { id: txt.id, answered: 'x'.repeat(1025) }],
      ['an unknown question id', { id: 987654, answered: 1 }],
      ['a question of another topic', { id: other.body.questions[0].id, answered: 0 }],
    ];
    for (const [what, bad] of cases) {
      const res = await post(
        '/submit',
        { survey_attempt: made.body.survey_attempt, updated_at: made.body.updated_at, survey: { questions: [good, bad] } },
        user,
      );
      expect(res.status, what).toBe(400);
      const badId = String((bad as { id: number }).id);
      if (what !== 'a text answer of 1025 characters') expect(Object.keys(res.body.errors), what).toEqual([badId]);
    }
    const after = await post('/get', { survey_attempt: made.body.survey_attempt }, user);
    expect(after.body.questions[0].answered).toBe(0);
    expect(after.body.updated_at).toBe(made.body.updated_at);
  });
});

describe('given versions and concurrency', () => {
  it('refuses a stale submit with 409 and keeps the newer answers', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const oca = made.body.questions[0];
    const body = (answer: number, version: string) => ({
      survey_attempt: made.body.survey_attempt,
      updated_at: version,
      survey: { questions: [{ id: oca.id, answered: answer }] },
    });
    const first = await post('/submit', body(oca.oca_options[0].id, made.body.updated_at), user);
    expect(first.status).toBe(200);
    const stale = await post('/submit', body(oca.oca_options[1].id, made.body.updated_at), user);
    expect(stale).toMatchObject({ status: 409, body: { en: 'These answers were saved more recently on another device or tab' } });
    const after = await post('/get', { topic: topicIds.alpha }, user);
    expect(after.body.questions[0].answered).toBe(oca.oca_options[0].id);
  });

  it('leaves exactly one consistent state after two concurrent submits of one attempt', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const [oca, mca] = made.body.questions;
    const submit = (pick: number) =>
      post(
        '/submit',
        {
          survey_attempt: made.body.survey_attempt,
          updated_at: made.body.updated_at,
          survey: {
            questions: [
              { id: oca.id, answered: oca.oca_options[pick].id },
              { id: mca.id, answered: [mca.mca_options[pick].id] },
            ],
          },
        },
        user,
      );
    const answers = await Promise.all([submit(0), submit(1)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((a) => a.status === 200);
    const after = await post('/get', { topic: topicIds.alpha }, user);
    expect(after.body.questions[0].answered).toBe(oca.oca_options[winner].id);
    expect(after.body.questions[1].answered).toEqual([mca.mca_options[winner].id]);
  });

  it('makes a completed attempt immutable', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const answers = await rightAnswers(t, made.body.questions);
    const done = await post(
      '/submit',
      {
        survey_attempt: made.body.survey_attempt,
        updated_at: made.body.updated_at,
        survey: { questions: answers },
        complete: true,
      },
      user,
    );
    expect(done.body.completed).toBe(true);
    const again = await post(
      '/submit',
      { survey_attempt: made.body.survey_attempt, updated_at: done.body.updated_at, survey: { questions: [] } },
      user,
    );
    expect(again).toMatchObject({ status: 409, body: { en: 'This survey has already been completed' } });
    expect((await post('/get', { survey_attempt: made.body.survey_attempt }, user)).status).toBe(409);
  });
});

describe('given completion', () => {
  it('refuses to complete with unanswered questions, listing them', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const answers = (await rightAnswers(t, made.body.questions)).slice(0, 4);
    const res = await post(
      '/submit',
      {
        survey_attempt: made.body.survey_attempt,
        updated_at: made.body.updated_at,
        survey: { questions: answers },
        complete: true,
      },
      user,
    );
    expect(res.status).toBe(400);
    expect(res.body.en).toBe('Please answer every question before completing the survey');
    expect(Object.keys(res.body.errors).sort()).toEqual(
      [String(made.body.questions[4].id), String(made.body.questions[5].id)].sort(),
    );
  });

  it('scores every type and stores the result with the attempt', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const right = await rightAnswers(t, made.body.questions);
    const [oca, mca, txt, dnd, scl, asg] = made.body.questions;
    const rightMca = right[1]!.answered as number[];
    const rightDnd = right[3]!.answered as number[];
    const rightAsg = right[5]!.answered as Record<string, number>;
    const [r1, r2, r3] = asg.asg_questions.map((r: { id: number }) => String(r.id));
    const answers = [
      right[0], // OCA right: 1
      { id: mca.id, answered: [rightMca[0]] }, // one of two correct chosen, both wrong ones left: 3 of 4 = 0.75
      right[2],
      // the last two items swapped: 2 of 4 in place = 0.5
      { id: dnd.id, answered: [rightDnd[0], rightDnd[1], rightDnd[3], rightDnd[2]] },
      { id: scl.id, answered: scl.scl_options[1].id }, // point 1 of 4 = 0.25
      { id: asg.id, answered: { [r1!]: rightAsg[r1!], [r2!]: rightAsg[r1!], [r3!]: rightAsg[r3!] } }, // 2 of 3 rows
    ];
    void oca;
    void txt;
    const done = await post(
      '/submit',
      {
        survey_attempt: made.body.survey_attempt,
        updated_at: made.body.updated_at,
        survey: { questions: answers },
        complete: true,
      },
      user,
    );
    expect(done.status).toBe(200);
    const results = await call(t, 'GET', `/api/survey/attempt/${made.body.survey_attempt}`, { token: user });
    expect(results.status).toBe(200);
    expect(results.headers['cache-control']).toBe('no-store');
    const [latest] = results.body;
    // First part: OCA 1 + MCA 0.75 = 1.75 of 2 -> ceil(2.625) = level 3. Second: 0.5 + 0.25 + 2/3 = 1.4167 of 3 -> ceil(1.4167) = 2.
    expect(latest.results).toEqual([
      {
        sub_topic: { id: expect.any(Number), name: 'First part' },
        actual_points: 1.75,
        total_points: 2,
        level: 3,
        levels: 3,
        rating: { title: 'Level 3', description: 'Do step 3 next.' },
      },
      {
        sub_topic: { id: expect.any(Number), name: 'Second part' },
        actual_points: 1.416667,
        total_points: 3,
        level: 2,
        levels: 3,
        rating: { title: 'Level 2', description: 'Do step 2 next.' },
      },
    ]);
  });

  it('lists the user’s completed attempts newest first, and results with up to 4 earlier attempts', async () => {
    const user = (await activeUser(t)).token;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const made = await generate(topicIds.alpha!, user, true);
      const answers = await rightAnswers(t, made.body.questions);
      await post(
        '/submit',
        {
          survey_attempt: made.body.survey_attempt,
          updated_at: made.body.updated_at,
          survey: { questions: answers },
          complete: true,
        },
        user,
      );
      ids.push(made.body.survey_attempt);
      t.clock.advance(60_000);
    }
    const list = await call(t, 'GET', '/api/survey/attempts', { token: user });
    expect(list.body.results.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());
    const results = await call(t, 'GET', `/api/survey/attempt/${ids[5]}`, { token: user });
    expect(results.body.map((r: { id: string }) => r.id)).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1]]);
    const older = await call(t, 'GET', `/api/survey/attempt/${ids[1]}`, { token: user });
    expect(older.body.map((r: { id: string }) => r.id)).toEqual([ids[1], ids[0]]);
    expect(
      (await call(t, 'GET', '/api/survey/attempts', { token: otherToken })).body.results.map((r: { id: string }) => r.id),
    ).not.toContain(ids[0]);
  });

  it('answers "not completed" for the results of an unfinished attempt', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const res = await call(t, 'GET', `/api/survey/attempt/${made.body.survey_attempt}`, { token: user });
    expect(res).toMatchObject({ status: 400, body: { en: 'This survey attempt is not completed' } });
  });
});

describe('given the cost of a call', () => {
  it('runs the same number of statements for get and submit whatever the number of questions and attempts', async () => {
    const measure = async (as: string, topic: number) => {
      const made = await generate(topic, as);
      const answers = await rightAnswers(t, made.body.questions);
      await t.database.changes.caughtUp();
      let before = t.database.statementCount();
      await post('/get', { topic }, as);
      const get = t.database.statementCount() - before;
      await t.database.changes.caughtUp();
      before = t.database.statementCount();
      await post(
        '/submit',
        {
          survey_attempt: made.body.survey_attempt,
          updated_at: made.body.updated_at,
          survey: { questions: answers },
          complete: true,
        },
        as,
      );
      return { get, submit: t.database.statementCount() - before };
    };
    const small = await measure((await activeUser(t)).token, topicIds.alpha!);
    const bigTopic = structuredClone(fixtureTopic('gamma'));
    for (const sub of bigTopic.sub_topics)
      sub.questions = [
        ...sub.questions,
        ...sub.questions.map((q) => ({ ...q, key: `${q.key}-2` })),
        ...sub.questions.map((q) => ({ ...q, key: `${q.key}-3` })),
      ];
    // The seed files are the whole content: alpha and beta stay in, or they would be hidden.
    const ids = await seedFixtureTopics(t, [fixtureTopic('alpha'), fixtureTopic('beta', 'wlb'), bigTopic]);
    const big = await measure((await activeUser(t)).token, ids.gamma!);
    expect(big).toEqual(small);
  });
});

describe('given a submit that completes nothing', () => {
  it('stores it in one statement and keeps the timing data a later submit leaves out', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const [oca] = made.body.questions;
    const submit = (updated_at: string, answer: object) =>
      post('/submit', { survey_attempt: made.body.survey_attempt, updated_at, survey: { questions: [answer] } }, user);
    t.clock.advance(60_000);
    const timing = { started_at: afterCreation(made, 0), updated_at: [afterCreation(made, 5)] };
    const first = await submit(made.body.updated_at, { id: oca.id, answered: oca.oca_options[0].id, ...timing });
    await t.database.changes.caughtUp();
    const before = t.database.statementCount();
    const second = await submit(first.body.updated_at, { id: oca.id, answered: oca.oca_options[1].id });
    expect(t.database.statementCount() - before).toBe(1);
    expect(second).toMatchObject({ status: 200, body: { survey_attempt: made.body.survey_attempt, completed: false } });
    expect(Date.parse(second.body.updated_at)).toBeGreaterThan(Date.parse(first.body.updated_at));
    const resumed = await post('/get', { survey_attempt: made.body.survey_attempt }, user);
    expect(resumed.body.updated_at).toBe(second.body.updated_at);
    expect(resumed.body.questions[0]).toMatchObject({ answered: oca.oca_options[1].id, ...timing });
  });

  it('answers another user’s attempt, a question of another topic and a stale version as before', async () => {
    const owner = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, owner);
    const other = await generate(topicIds.beta!, owner);
    const body = (questions: unknown[], updated_at = made.body.updated_at) => ({
      survey_attempt: made.body.survey_attempt,
      updated_at,
      survey: { questions },
    });
    const [oca] = made.body.questions;
    expect((await post('/submit', body([{ id: oca.id, answered: 0 }]), otherToken)).status).toBe(404);
    const foreign = other.body.questions[0];
    const unknown = await post('/submit', body([{ id: foreign.id, answered: 0 }]), owner);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('VALIDATION.UNKNOWN_QUESTION');
    expect((await post('/submit', body([{ id: oca.id, answered: 0 }]), owner)).status).toBe(200);
    expect((await post('/submit', body([{ id: oca.id, answered: 0 }], '2020-01-01T00:00:00.000Z'), owner)).status).toBe(409);
  });
});

describe('given anonymous visitors', () => {
  it('refuses them when ALLOW_ANONYMOUS is off, and says so in the public configuration', async () => {
    expect((await call(t, 'GET', '/api/config')).body).toEqual({ allow_anonymous: false });
    expect(await generate(topicIds.alpha!, '')).toMatchObject({ status: 401, body: { en: 'Please log in to take a survey' } });
  });

  it('lets them take a survey as user 0 when it is on, and adopts the draft on a logged-in submit', async () => {
    const anon = await createTestApp({ env: { ALLOW_ANONYMOUS: 'true' } });
    try {
      const ids = await seedFixtureTopics(anon);
      expect((await call(anon, 'GET', '/api/config')).body).toEqual({ allow_anonymous: true });
      const made = await call(anon, 'POST', '/api/survey/generate', { body: { topic: ids.alpha } });
      expect(made.body.user).toBe(0);
      const oca = made.body.questions[0];
      const saved = await call(anon, 'POST', '/api/survey/submit', {
        body: {
          survey_attempt: made.body.survey_attempt,
          updated_at: made.body.updated_at,
          survey: { questions: [{ id: oca.id, answered: oca.oca_options[0].id }] },
        },
      });
      expect(saved.status).toBe(200);
      const user = (await activeUser(anon)).token;
      const adopted = await call(anon, 'POST', '/api/survey/submit', {
        token: user,
        body: { survey_attempt: made.body.survey_attempt, updated_at: saved.body.updated_at, survey: { questions: [] } },
      });
      expect(adopted.status).toBe(200);
      const resumed = await call(anon, 'POST', '/api/survey/get', { token: user, body: { topic: ids.alpha } });
      expect(resumed.body).toMatchObject({ survey_attempt: made.body.survey_attempt, user: expect.any(Number) });
      expect(resumed.body.user).not.toBe(0);
      expect(resumed.body.questions[0].answered).toBe(oca.oca_options[0].id);
      // Now the user's: no longer reachable anonymously.
      expect(
        (await call(anon, 'POST', '/api/survey/attempt/validate', { body: { survey_attempt: made.body.survey_attempt } })).status,
      ).toBe(204);
    } finally {
      await anon.close();
    }
  });
});

describe('given two tabs starting the same topic at once', () => {
  it('makes one unfinished attempt and gives it to both', async () => {
    const user = (await activeUser(t)).token;
    const both = await Promise.all([
      generate(topicIds.alpha!, user),
      generate(topicIds.alpha!, user),
      generate(topicIds.alpha!, user),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(both.map((r) => r.body.survey_attempt)).size).toBe(1);
  });
});

describe('given a text answer with a NUL character', () => {
  it('refuses it with 400 and keeps the stored answer', async () => {
    const user = (await activeUser(t)).token;
    const made = await generate(topicIds.alpha!, user);
    const txt = made.body.questions[2];
    const res = await post(
      '/submit',
      {
        survey_attempt: made.body.survey_attempt,
        updated_at: made.body.updated_at,
        survey: { questions: [{ id: txt.id, answered: 'a\u0000b' }] },
      },
      user,
    );
    expect(res.status).toBe(400);
    expect((await post('/get', { topic: topicIds.alpha }, user)).body.questions[2].answered).toBe('');
  });
});

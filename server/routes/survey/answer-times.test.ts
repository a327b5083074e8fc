import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAttempts } from '../../db/schema';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { rightAnswers, seedFixtureTopics } from '../../test-support/survey';

/**
 * Client times inside the attempt's life (docs/research-data.md, "Times"): every started_at and updated_at
 * entry a submit sends is moved into the span from the attempt's creation to the submit (server times), and
 * the stored answer says so with `clamped: true`. The submit's answer keeps the shape clients know.
 */
let t: TestApp;
let topicIds: Record<string, number>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  topicIds = await seedFixtureTopics(t);
  token = (await activeUser(t)).token;
});
afterAll(async () => t?.close());

const minute = 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms).toISOString();

async function storedAnswers(attemptId: string) {
  const [row] = await t.database.db.select().from(surveyAttempts).where(eq(surveyAttempts.id, attemptId));
  return row!.answers;
}

/** A new attempt of the general topic (any unfinished one given up), made now; the clock then moves on 5 minutes. */
async function attemptMadeFiveMinutesAgo() {
  const made = await call(t, 'POST', '/api/survey/generate', { body: { topic: topicIds.alpha, retry: true }, token });
  const createdAt = new Date(made.body.created_at);
  t.clock.advance(5 * minute);
  return { made, createdAt, submittedAt: t.clock.now() };
}

/** Times 20 minutes before the attempt, inside its life, and an hour after the submit. */
function timesOf(createdAt: Date) {
  return {
    early: { started_at: at(createdAt, -20 * minute), updated_at: [at(createdAt, -19 * minute), at(createdAt, minute)] },
    normal: { started_at: at(createdAt, 30_000), updated_at: [at(createdAt, minute), at(createdAt, 2 * minute)] },
    future: { started_at: at(createdAt, 3 * minute), updated_at: [at(createdAt, 4 * minute), at(createdAt, 65 * minute)] },
  };
}

describe.each([
  ['that completes nothing (one statement)', false],
  ['that completes the attempt', true],
])('given a submit %s', (_, complete) => {
  it('moves client times outside the attempt’s life to its ends, marks those answers, and leaves the others as sent', async () => {
    const { made, createdAt, submittedAt } = await attemptMadeFiveMinutesAgo();
    const [first, second, third, ...rest] = await rightAnswers(t, made.body.questions);
    const times = timesOf(createdAt);
    const res = await call(t, 'POST', '/api/survey/submit', {
      token,
      body: {
        survey_attempt: made.body.survey_attempt,
        updated_at: made.body.updated_at,
        survey: {
          questions: [
            { ...first!, ...times.early },
            { ...second!, ...times.normal },
            { ...third!, ...times.future },
            ...(complete ? rest : []),
          ],
        },
        complete,
      },
    });

    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['completed', 'survey_attempt', 'updated_at']);
    const stored = await storedAnswers(made.body.survey_attempt);
    expect(stored[first!.id]).toMatchObject({
      started_at: createdAt.toISOString(),
      updated_at: [createdAt.toISOString(), at(createdAt, minute)],
      clamped: true,
    });
    expect(stored[second!.id]).toEqual(expect.objectContaining(times.normal));
    expect(stored[second!.id]).not.toHaveProperty('clamped');
    expect(stored[third!.id]).toMatchObject({
      started_at: times.future.started_at,
      updated_at: [times.future.updated_at[0], submittedAt.toISOString()],
      clamped: true,
    });
  });
});

describe('given an answer whose times were moved once', () => {
  it('keeps the mark when a later submit (one statement) leaves the moved time in place', async () => {
    const { made, createdAt } = await attemptMadeFiveMinutesAgo();
    const [first] = await rightAnswers(t, made.body.questions);
    const submit = (updated_at: string, answer: object) =>
      call(t, 'POST', '/api/survey/submit', {
        token,
        body: { survey_attempt: made.body.survey_attempt, updated_at, survey: { questions: [answer] } },
      });
    const moved = await submit(made.body.updated_at, { ...first!, started_at: at(createdAt, -20 * minute) });
    await t.database.changes.caughtUp();
    const before = t.database.statementCount();
    const later = await submit(moved.body.updated_at, { ...first!, updated_at: [at(createdAt, minute)] });

    expect(later.status).toBe(200);
    expect(t.database.statementCount() - before).toBe(1);
    expect((await storedAnswers(made.body.survey_attempt))[first!.id]).toMatchObject({
      started_at: createdAt.toISOString(),
      updated_at: [at(createdAt, minute)],
      clamped: true,
    });
  });

  it('stores a submit whose times all lie inside the life in one statement, unmarked', async () => {
    const { made, createdAt } = await attemptMadeFiveMinutesAgo();
    const [first] = await rightAnswers(t, made.body.questions);
    await t.database.changes.caughtUp();
    const before = t.database.statementCount();
    const res = await call(t, 'POST', '/api/survey/submit', {
      token,
      body: {
        survey_attempt: made.body.survey_attempt,
        updated_at: made.body.updated_at,
        survey: { questions: [{ ...first!, started_at: createdAt.toISOString(), updated_at: [at(createdAt, minute)] }] },
      },
    });

    expect(res.status).toBe(200);
    expect(t.database.statementCount() - before).toBe(1);
    expect((await storedAnswers(made.body.survey_attempt))[first!.id]).not.toHaveProperty('clamped');
  });
});

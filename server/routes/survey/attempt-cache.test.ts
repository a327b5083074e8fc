import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttemptSummary } from '../../../contract/api/survey';
import { users } from '../../db/schema';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { openSecondProcess } from '../../test-support/second-process';
import { rightAnswers, seedFixtureTopics } from '../../test-support/survey';

/**
 * The per-user attempt cache: every write that changes a respondent's attempts is seen by the
 * next read, in the process that wrote (at once) and in another process on the same PostgreSQL database
 * (once the notification has arrived).
 */
let here: TestApp;
let topicIds: Record<string, number>;
beforeAll(async () => {
  here = await createTestApp({ env: { ALLOW_ANONYMOUS: 'true' } });
  topicIds = await seedFixtureTopics(here);
});
afterAll(async () => here?.close());

const attemptsShown = async (t: TestApp, token: string) =>
  (await call(t, 'GET', '/api/survey/topics', { token })).body.survey_attempts as AttemptSummary[];
const survey = (t: TestApp, path: string, body: unknown, token?: string) =>
  call(t, 'POST', `/api/survey${path}`, { body, ...(token ? { token } : {}) });
const respondentOf = async (email: string) =>
  (await here.database.db.select({ id: users.respondentId }).from(users).where(eq(users.email, email)))[0]!.id;

/** The write paths, made through `writer`; `seen` passes once `here` shows the change. */
function writePaths(writer: () => TestApp, seen: (check: () => Promise<void>) => Promise<void>) {
  it('shows a new attempt, a partial submit, a completion with its results and history, and a retry', async () => {
    const user = await activeUser(here);
    expect(await attemptsShown(here, user.token)).toEqual([]);

    const made = await survey(writer(), '/generate', { topic: topicIds.alpha }, user.token);
    await seen(async () =>
      expect(await attemptsShown(here, user.token)).toEqual([expect.objectContaining({ id: made.body.survey_attempt })]),
    );

    const oca = made.body.questions[0];
    const partial = { survey_attempt: made.body.survey_attempt, updated_at: made.body.updated_at };
    const saved = await survey(
      writer(),
      '/submit',
      { ...partial, survey: { questions: [{ id: oca.id, answered: oca.oca_options[0].id }] } },
      user.token,
    );
    expect(saved.status).toBe(200);
    await seen(async () =>
      expect(await attemptsShown(here, user.token)).toEqual([expect.objectContaining({ updated_at: saved.body.updated_at })]),
    );

    const answers = await rightAnswers(here, made.body.questions);
    const done = await survey(
      writer(),
      '/submit',
      {
        survey_attempt: made.body.survey_attempt,
        updated_at: saved.body.updated_at,
        survey: { questions: answers },
        complete: true,
      },
      user.token,
    );
    expect(done.body.completed).toBe(true);
    await seen(async () => {
      expect(await attemptsShown(here, user.token)).toEqual([expect.objectContaining({ completed: true, retryable: false })]);
      const results = await call(here, 'GET', `/api/survey/attempt/${made.body.survey_attempt}`, { token: user.token });
      expect(results.body.map((r: { id: string }) => r.id)).toEqual([made.body.survey_attempt]);
      const history = await call(here, 'GET', '/api/survey/attempts', { token: user.token });
      expect(history.body.results.map((r: { id: string }) => r.id)).toEqual([made.body.survey_attempt]);
    });

    const again = await survey(writer(), '/generate', { topic: topicIds.alpha }, user.token);
    await attemptsShown(here, user.token);
    const retried = await survey(writer(), '/generate', { topic: topicIds.alpha, retry: true }, user.token);
    expect(retried.body.survey_attempt).not.toBe(again.body.survey_attempt);
    await seen(async () => {
      const ids = (await attemptsShown(here, user.token)).map((a) => a.id).sort();
      expect(ids).toEqual([made.body.survey_attempt, retried.body.survey_attempt].sort());
    });
  });

  it('shows an anonymous draft adopted at login in place of the user’s own unfinished attempt', async () => {
    const user = await activeUser(here);
    const own = await survey(writer(), '/generate', { topic: topicIds.alpha }, user.token);
    await seen(async () => expect((await attemptsShown(here, user.token)).map((a) => a.id)).toEqual([own.body.survey_attempt]));
    const draft = await survey(writer(), '/generate', { topic: topicIds.alpha });
    expect(draft.body.user).toBe(0);
    const adopted = await survey(
      writer(),
      '/submit',
      { survey_attempt: draft.body.survey_attempt, updated_at: draft.body.updated_at, survey: { questions: [] } },
      user.token,
    );
    expect(adopted.status).toBe(200);
    await seen(async () => expect((await attemptsShown(here, user.token)).map((a) => a.id)).toEqual([draft.body.survey_attempt]));
  });

  it('forgets a deleted account’s attempts', async () => {
    const user = await activeUser(here);
    await survey(writer(), '/generate', { topic: topicIds.alpha }, user.token);
    await seen(async () => expect(await attemptsShown(here, user.token)).toHaveLength(1));
    const respondent = await respondentOf(user.email);
    // Read until kept: on PostgreSQL the notification of the generate itself may still drop it once.
    await vi.waitFor(async () => {
      await attemptsShown(here, user.token);
      expect(here.app.survey.attemptCache.has(respondent)).toBe(true);
    });
    const deleted = await call(writer(), 'DELETE', '/api/user/delete', { token: user.token, body: { password: user.password } });
    expect(deleted.status).toBe(200);
    await seen(async () => expect(here.app.survey.attemptCache.has(respondent)).toBe(false));
  });
}

describe('given writes in the process that reads', () => {
  writePaths(
    () => here,
    (check) => check(),
  );

  it('answers a repeated topic list, a result and the history without a statement', async () => {
    const user = await activeUser(here);
    const made = await survey(here, '/generate', { topic: topicIds.alpha }, user.token);
    const answers = await rightAnswers(here, made.body.questions);
    const body = {
      survey_attempt: made.body.survey_attempt,
      updated_at: made.body.updated_at,
      survey: { questions: answers },
      complete: true,
    };
    expect((await survey(here, '/submit', body, user.token)).status).toBe(200);
    const reads = [
      () => attemptsShown(here, user.token),
      () => call(here, 'GET', `/api/survey/attempt/${made.body.survey_attempt}`, { token: user.token }),
      () => call(here, 'GET', '/api/survey/attempts', { token: user.token }),
    ];
    await here.database.changes.caughtUp();
    for (const read of reads) await read();
    const before = here.database.statementCount();
    for (const read of reads) await read();
    expect(here.database.statementCount() - before).toBe(0);
  });

  it('shows the last of many submits made while the topic list is read over and over', async () => {
    const user = await activeUser(here);
    const made = await survey(here, '/generate', { topic: topicIds.alpha }, user.token);
    const oca = made.body.questions[0];
    let version = made.body.updated_at as string;
    let reading = true;
    const reader = (async () => {
      while (reading) {
        await attemptsShown(here, user.token);
        // A hit answers without I/O: let the submits' database work have its turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let n = 0; n < 12; n++) {
      const answer = { id: oca.id, answered: oca.oca_options[n % 2].id };
      // Two tabs submit the same version at once: one is stored, the other answers 409.
      const [first, second] = await Promise.all(
        [0, 1].map(() =>
          survey(
            here,
            '/submit',
            { survey_attempt: made.body.survey_attempt, updated_at: version, survey: { questions: [answer] } },
            user.token,
          ),
        ),
      );
      const stored = [first!, second!].filter((answered) => answered.status === 200);
      expect(stored).toHaveLength(1);
      version = stored[0]!.body.updated_at;
      expect((await attemptsShown(here, user.token))[0]!.updated_at).toBe(version);
    }
    reading = false;
    await reader;
  });
});

describe.skipIf(!process.env.DATABASE_URL)('given writes in another process on the same PostgreSQL database', () => {
  let there: TestApp;
  beforeAll(async () => {
    there = await createTestApp({ env: { ALLOW_ANONYMOUS: 'true' }, database: await openSecondProcess(here) });
  });
  afterAll(async () => there?.close());

  writePaths(
    () => there,
    (check) => vi.waitFor(check, { timeout: 5000, interval: 20 }),
  );
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/questions';
import { surveyAttempts } from '../../db/schema';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { rightAnswers, seedFixtureTopics } from '../../test-support/survey';

/**
 * A client written to docs/product/api.md sends `survey` as the list of questions itself, each question
 * as it was given (texts, options, sub-topic, images, type), ids possibly as decimal texts and times as
 * `JSON.stringify` writes a Date. It is taken as our app's `{ questions: [...] }` is, and nothing extra is kept.
 */
let t: TestApp;
let topicIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  topicIds = await seedFixtureTopics(t);
});
afterAll(async () => t?.close());

const post = (url: string, body: unknown, token: string) => call(t, 'POST', `/api/survey${url}`, { body, token });

/** The questions as a spec client holds them: as given, with the answer, its times (`now`) and the id as a text. */
function asSpecClientSends(questions: Question[], answers: { id: number; answered: unknown }[], now = t.clock.now()) {
  return questions.map((question) => ({
    ...question,
    id: String(question.id),
    answered: answers.find((a) => a.id === question.id)?.answered,
    started_at: JSON.parse(JSON.stringify(now)),
    updated_at: [now.getTime()],
  }));
}

async function storedAnswers(attemptId: string) {
  const [row] = await t.database.db.select().from(surveyAttempts).where(eq(surveyAttempts.id, attemptId));
  return row!.answers;
}

describe('given a survey submitted in the documented shape', () => {
  it('completes it and scores it exactly as the same answers in our shape, storing no texts', async () => {
    const spec = (await activeUser(t)).token;
    const ours = (await activeUser(t)).token;
    const specMade = await post('/generate', { topic: String(topicIds.alpha) }, spec);
    const ourMade = await post('/generate', { topic: topicIds.alpha }, ours);
    expect(new Set(specMade.body.questions.map((q: Question) => q.type))).toEqual(
      new Set(['OCA', 'MCA', 'TXT', 'DND', 'SCL', 'ASG']),
    );
    const answers = await rightAnswers(t, specMade.body.questions);
    const answeredAt = t.clock.now();

    const specSubmit = await post(
      '/submit',
      {
        updated_at: specMade.body.updated_at,
        survey_attempt: specMade.body.survey_attempt,
        survey: asSpecClientSends(specMade.body.questions, answers, answeredAt),
        complete: true,
      },
      spec,
    );
    expect(specSubmit).toMatchObject({ status: 200, body: { completed: true } });
    const ourSubmit = await post(
      '/submit',
      {
        survey_attempt: ourMade.body.survey_attempt,
        updated_at: ourMade.body.updated_at,
        survey: { questions: answers },
        complete: true,
      },
      ours,
    );
    expect(ourSubmit.status).toBe(200);

    const specResults = await call(t, 'GET', `/api/survey/attempt/${specMade.body.survey_attempt}`, { token: spec });
    const ourResults = await call(t, 'GET', `/api/survey/attempt/${ourMade.body.survey_attempt}`, { token: ours });
    expect(specResults.body[0].results).toEqual(ourResults.body[0].results);
    expect(specResults.body[0].results.length).toBeGreaterThan(0);

    const stored = Object.values(await storedAnswers(specMade.body.survey_attempt));
    expect(stored).toHaveLength(answers.length);
    for (const answer of stored) {
      // Only the answer and its paradata are kept: nothing of the texts and options the client sent along.
      for (const key of Object.keys(answer)) expect(['answered', 'started_at', 'updated_at', 'pasted']).toContain(key);
      expect(answer.started_at).toBe(answeredAt.toISOString());
      expect(answer.updated_at).toEqual([answeredAt.toISOString()]);
    }
  });

  it('saves and exits in the documented shape, and survey/get gives the answers back', async () => {
    const token = (await activeUser(t)).token;
    const made = await post('/generate', { topic: topicIds.beta }, token);
    const answers = await rightAnswers(t, made.body.questions);
    const firstTwo = asSpecClientSends(made.body.questions.slice(0, 2), answers);
    const saved = await post(
      '/submit',
      { updated_at: made.body.updated_at, survey_attempt: made.body.survey_attempt, survey: firstTwo },
      token,
    );
    expect(saved).toMatchObject({ status: 200, body: { completed: false } });

    const resumed = await post('/get', { topic: topicIds.beta }, token);
    expect(resumed.body.survey_attempt).toBe(made.body.survey_attempt);
    const byId = new Map(resumed.body.questions.map((q: Question) => [q.id, q.answered]));
    for (const answer of answers.slice(0, 2)) expect(byId.get(answer.id)).toEqual(answer.answered);
  });

  it.each([
    ['a string', 'just text', 'survey', 'VALIDATION.SURVEY_SHAPE', 'Some fields are not filled in correctly'],
    ['a list of strings', ['one', 'two'], 'survey.0', 'VALIDATION.INVALID_VALUE', 'Some fields are not filled in correctly'],
    ['a question without id', [{ answered: 1 }], 'survey.0.id', 'VALIDATION.REQUIRED', 'Please fill all required fields'],
    [
      'our shape with a boolean id',
      { questions: [{ id: true, answered: 1 }] },
      'survey.questions.0.id',
      'VALIDATION.ID',
      'Some fields are not filled in correctly',
    ],
  ])('refuses %s with 400 naming the path, and stores nothing', async (_name, survey, path, key, summary) => {
    const token = (await activeUser(t)).token;
    const made = await post('/generate', { topic: topicIds.alpha }, token);
    const refused = await post(
      '/submit',
      { updated_at: made.body.updated_at, survey_attempt: made.body.survey_attempt, survey },
      token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.en).toBe(summary);
    expect(refused.body.errors).toMatchObject({ [path]: key });
    expect(await storedAnswers(made.body.survey_attempt)).toEqual({});
    const again = await post('/get', { survey_attempt: made.body.survey_attempt }, token);
    expect(again.body.updated_at).toBe(made.body.updated_at);
  });

  it('describes both readings of `survey` in the OpenAPI document', async () => {
    const doc = (await call(t, 'GET', '/api/openapi.json')).body;
    const body = doc.paths['/api/survey/submit'].post.requestBody.content['application/json'].schema;
    const readings = body.properties.survey.anyOf;
    expect(readings.map((r: { type: string }) => r.type).sort()).toEqual(['array', 'object']);
    expect(readings.find((r: { type: string }) => r.type === 'object').required).toEqual(['questions']);
  });
});

import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, call } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { seedFixtureTopics } from '../test-support/survey';
import { errorBody } from '../test-support/error-body';

/** No body answers 500, and who the caller is comes before what they sent. */
let t: TestApp;
let log = '';
let respondent: string;
let topicIds: Record<string, number>;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => (log += chunk));
  t = await createTestApp({ log: stream });
  topicIds = await seedFixtureTopics(t);
  respondent = (await activeUser(t)).token;
});
afterAll(async () => t?.close());

const raw = (url: string, payload: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
  });

describe('given a body nested far deeper than any form (finding 1)', () => {
  const lists = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const objects = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;

  it.each([
    '/api/survey/get',
    '/api/survey/submit',
    '/api/survey/generate',
    '/api/survey/change-language',
    '/api/survey/attempt/validate',
  ])('%s answers 400 with the usual body, and the log has no stack trace', async (url) => {
    for (const payload of [lists, objects]) {
      const res = await raw(url, payload, respondent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        errorBody({
          en: 'The request could not be read',
          cz: expect.any(String),
          errors: { _form: 'VALIDATION.NESTING' },
        }),
      );
    }
    expect(log).not.toContain('"stack"');
    expect(log).not.toContain('unhandled error');
  });

  it('still takes a body nested as deeply as the limit allows to its schema', async () => {
    const atTheLimit = `{"survey_attempt":${'['.repeat(63)}${']'.repeat(63)}}`;
    const res = await raw('/api/survey/get', atTheLimit, respondent);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).not.toEqual({ _form: 'VALIDATION.NESTING' });
  });
});

describe('given a caller without a valid token (finding 2)', () => {
  it.each([
    ['PUT', '/api/user/update', {}],
    ['PUT', '/api/user/password/change', { junk: true }],
    ['DELETE', '/api/user/delete', []],
    ['POST', '/api/survey/submit', { survey: 'not even close' }],
    ['POST', '/api/survey/get', {}],
  ] as const)('%s %s answers 401 before it reads the body', async (method, url, body) => {
    for (const token of [undefined, 'no-such-token']) {
      const res = await call(t, method, url, { body, token });
      expect(res.status).toBe(401);
      expect(res.body.errors).toBeUndefined();
    }
  });

  it('a staff operation answers a respondent 403 before it reads the body', async () => {
    const res = await call(t, 'POST', '/api/question/create', { body: { type: 'nonsense' }, token: respondent });
    expect(res).toMatchObject({ status: 403, body: { en: 'This page is for staff only' } });
    expect(res.body.errors).toBeUndefined();
  });
});

describe('given ids as clients written to docs/product/api.md send them', () => {
  it('takes a number or a text of decimal digits', async () => {
    for (const topic of [topicIds.alpha, String(topicIds.alpha)]) {
      const res = await call(t, 'POST', '/api/survey/generate', { body: { topic }, token: respondent });
      expect(res.status).toBe(200);
    }
  });

  it.each([true, '0x1', ' 1 ', '1.5', 1.5, [1], -1, 0, '', null])('refuses %j with 400 VALIDATION.ID', async (topic) => {
    const res = await call(t, 'POST', '/api/survey/generate', { body: { topic }, token: respondent });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ topic: 'VALIDATION.ID' });
  });
});

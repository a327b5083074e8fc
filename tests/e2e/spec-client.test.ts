import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';
import { answered, specClient } from './spec-client/spec-client';

/**
 * A client written straight from docs/product/api.md (spec-client.ts, plain fetch) against the real
 * server: registers, activates, logs in, takes a topic of each tool in the documented shapes (`survey` as the
 * list of questions, sent back whole), saves and exits, resumes, completes, and reads results and history.
 */
let server: RunningServer;
let client: ReturnType<typeof specClient>;
beforeAll(async () => {
  server = await startServer();
  client = specClient(server.url);
});
afterAll(async () => server?.stop());

/** The activation token from the newest e-mail to `email` in the outbox (quoted-printable undone). */
async function activationToken(email: string) {
  await expect
    .poll(async () => (await fs.readdir(server.outboxDir).catch(() => [])).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  for (const file of (await fs.readdir(server.outboxDir)).sort().reverse()) {
    const raw = (await fs.readFile(path.join(server.outboxDir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!raw.includes(email)) continue;
    const token = /registration-token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    if (token) return token;
  }
  throw new Error(`no activation e-mail to ${email}`);
}

describe('given a client written to docs/product/api.md', () => {
  const email = `spec.client.${process.pid}@example.com`;
  const password = 'a long and private one';

  it('registers, activates, logs in and reads the profile', async () => {
    const registered = await client.call('POST', '/api/user/register', {
      firstName: 'Marta',
      lastName: 'Novak',
      email,
      location: 'SI',
      password,
      confirmPwd: password,
      gdpr: true,
      residence: 'citizen',
      education: 'tertiary',
      gender: 'female',
      age: 61,
      employment: true,
      jobField: ['education_science_research'],
    });
    expect(registered.success, JSON.stringify(registered.message)).toBe(true);
    const activated = await client.call('POST', '/api/user/register/validate', { token: await activationToken(email) });
    expect(activated.success).toBe(true);
    const login = await client.login(email, password);
    expect(login.success).toBe(true);
    expect((await client.call('GET', '/api/user/me')).data).toMatchObject({ email });
    expect((await client.call('GET', '/api/user/me/full')).data).toMatchObject({
      age: 61,
      job_fields: ['education_science_research'],
    });
  });

  it.each([
    ['general', '/api/survey/topics'],
    ['work-life balance', '/api/survey/topics/wlb'],
  ])('takes a topic of the %s tool in the documented shapes: save and exit, resume, complete, results', async (_tool, list) => {
    const topics = await client.call('GET', list);
    const topic = topics.data.topics[0];
    expect((await client.call('POST', '/api/survey/get', { topic: topic.id })).status).toBe(404);
    const generated = await client.call('POST', '/api/survey/generate', { topic: topic.id });
    expect(generated.success).toBe(true);
    const { questions, survey_attempt } = generated.data;

    const half = Math.ceil(questions.length / 2);
    const firstHalf = questions.map((q: object, i: number) => (i < half ? answered(q) : q));
    const saved = await client.call('POST', '/api/survey/submit', {
      updated_at: generated.data.updated_at,
      survey_attempt,
      survey: firstHalf,
    });
    expect(saved.success, JSON.stringify(saved.message)).toBe(true);

    const resumed = await client.call('POST', '/api/survey/get', { topic: topic.id });
    expect(resumed.data.survey_attempt).toBe(survey_attempt);
    expect(resumed.data.questions.slice(0, half).map((q: { answered: unknown }) => q.answered)).toEqual(
      firstHalf.slice(0, half).map((q: { answered: unknown }) => q.answered),
    );
    const all = resumed.data.questions.map((q: object, i: number) => (i < half ? q : answered(q)));
    const completed = await client.call('POST', '/api/survey/submit', {
      updated_at: resumed.data.updated_at,
      survey_attempt,
      survey: all,
      complete: true,
    });
    expect(completed.success, JSON.stringify(completed.message)).toBe(true);

    const results = await client.call('GET', `/api/survey/attempt/${survey_attempt}`);
    expect(results.success).toBe(true);
    const [latest] = results.data;
    expect(latest.id).toBe(survey_attempt);
    expect(latest.results.length).toBeGreaterThan(0);
    for (const row of latest.results) {
      expect(row.sub_topic.name).toBeTruthy();
      expect(row.actual_points).toBeLessThanOrEqual(row.total_points);
      expect(row.rating.title).toBeTruthy();
    }
    const history = await client.call('GET', '/api/survey/attempts');
    expect(history.data.results.map((r: { id: string }) => r.id)).toContain(survey_attempt);
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipExport, writeBackupFile } from '../backup/backup-file';
import { activeUser, call } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { rightAnswers, seedFixtureTopics } from '../test-support/survey';

const scrape = async (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one sample (`name{labels} value`) in an exposition; 0 when it is not there yet. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('the metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('count what happened: 3 submits (one completing), logins by outcome, the last backup, and pass promtool', async () => {
    const before = (await scrape(t)).body;
    const user = await activeUser(t); // registers, activates and logs in once
    const { alpha } = await seedFixtureTopics(t);
    const made = await call(t, 'POST', '/api/survey/generate', { body: { topic: alpha }, token: user.token });
    const answers = await rightAnswers(t, made.body.questions);
    let updatedAt = made.body.updated_at;
    for (const complete of [false, false, true]) {
      const body = { survey_attempt: made.body.survey_attempt, updated_at: updatedAt, survey: { questions: answers }, complete };
      const saved = await call(t, 'POST', '/api/survey/submit', { body, token: user.token });
      expect(saved.status).toBe(200);
      updatedAt = saved.body.updated_at;
    }
    // A refused submit (the attempt is completed) is not a submit.
    const refused = { survey_attempt: made.body.survey_attempt, updated_at: updatedAt, survey: { questions: answers } };
    expect((await call(t, 'POST', '/api/survey/submit', { body: refused, token: user.token })).status).toBe(409);
    const wrong = { email: user.email, password: 'not the password at all', rememberme: false };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(t, 'POST', '/api/user/token', { body: wrong })).status);

    // A backup the command line wrote into BACKUP_DIR, as it does without a server.
    fs.mkdirSync(t.config.backup.dir, { recursive: true });
    const backup = path.join(t.config.backup.dir, 'skills55-2026-11-28T09-00-00-000Z.backup.gz');
    const { bytes } = await writeBackupFile(backup, gzipExport(t.database));

    const after = await scrape(t);
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const moved = (name: string, labels = '') => sample(after.body, name, labels) - sample(before, name, labels);
    expect(moved('skills55_survey_submits_total')).toBe(3);
    expect(moved('skills55_survey_completions_total')).toBe(1);
    expect(moved('skills55_logins_total', 'outcome="ok"')).toBe(1);
    expect(moved('skills55_logins_total', 'outcome="refused"')).toBe(statuses.filter((s) => s !== 429).length);
    expect(moved('skills55_logins_total', 'outcome="rate_limited"')).toBe(statuses.filter((s) => s === 429).length);
    expect(statuses).toContain(429);
    // By route pattern, never the address as sent.
    expect(after.body).toContain('route="/api/survey/submit",method="POST",status="409"');
    expect(after.body).not.toContain(made.body.survey_attempt);
    expect(after.body).toContain('skills55_exports_total{kind="research_package"} 0');
    expect(sample(after.body, 'skills55_process_start_time_seconds')).toBeGreaterThan(0);
    expect(sample(after.body, 'skills55_backup_last_size_bytes')).toBe(bytes);
    expect(sample(after.body, 'skills55_backup_last_success_timestamp_seconds')).toBe(
      Math.round(fs.statSync(backup).mtimeMs / 1000),
    );

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-')), 'metrics.txt');
    fs.writeFileSync(file, after.body);
    const promtool = '/usr/bin/promtool';
    if (!fs.existsSync(promtool)) throw new Error('promtool is missing: install Debian’s prometheus package (.ci/run does)');
    const checked = await promisify(execFile)('sh', ['-c', `${promtool} check metrics < ${file}`]).catch((e) => e);
    expect(checked.stderr + checked.stdout).toBe('');
  });

  it('answer only on this machine directly without METRICS_TOKEN: a request through a proxy is not served', async () => {
    expect((await scrape(t)).statusCode).toBe(200);
    expect((await scrape(t, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    const far = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(far.statusCode).toBe(404);
  });

  it('ask for the bearer token from anywhere when METRICS_TOKEN is set', async () => {
    const token = 'm'.repeat(40);
    const guarded = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      expect((await scrape(guarded)).statusCode).toBe(401);
      expect((await scrape(guarded, { authorization: `Bearer ${'x'.repeat(40)}` })).statusCode).toBe(401);
      const ok = await scrape(guarded, { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.7' });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('# TYPE skills55_survey_submits_total counter');
      const doc = (await guarded.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(doc.paths['/metrics'].get).toMatchObject({ tags: ['operations'], security: [{}, { metricsToken: [] }] });
    } finally {
      await guarded.close();
    }
  });
});

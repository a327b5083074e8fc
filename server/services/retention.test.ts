import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../db/migrate';
import { activeUser, call, registration } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { DAY } from './clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const exists = async (email: string) =>
  rowsOf(await t.database.db.execute(sql`SELECT 1 FROM users WHERE lower(email) = lower(${email})`)).length === 1;

describe('given accounts of different ages when the retention job runs', () => {
  it('deletes accounts unused for over a year the same way as a user deletion, and keeps recent ones and staff', async () => {
    const idle = await activeUser(t);
    const staff = await t.app.accounts.staff.createStaff({
      email: 'retention-staff@example.com',
      password: 'staff password here',
    });
    await t.database.db.execute(
      sql`CREATE TABLE IF NOT EXISTS test_answers (respondent_id uuid NOT NULL REFERENCES respondents (id))`,
    );
    await t.database.db.execute(
      sql`INSERT INTO test_answers SELECT respondent_id FROM users WHERE lower(email) = lower(${idle.email})`,
    );

    t.clock.advance(200 * DAY);
    const recent = await activeUser(t);
    t.clock.advance(160 * DAY); // 360 days after idle's last login
    expect(await t.app.accounts.retention.run()).toMatchObject({ deletedAccounts: 0 });

    t.clock.advance(10 * DAY); // 370 days after idle's last login, 170 after recent's
    const report = await t.app.accounts.retention.run();
    expect(report.deletedAccounts).toBe(1);
    expect(await exists(idle.email)).toBe(false);
    expect(await exists(recent.email)).toBe(true);
    expect(await exists(staff.email)).toBe(true);
    expect((await call(t, 'GET', '/api/user/me', { token: idle.token })).status).toBe(401);
    const anonymised = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM respondents r JOIN test_answers a ON a.respondent_id = r.id WHERE r.anonymised_at IS NOT NULL`,
      ),
    );
    expect(anonymised[0]!.n).toBe(1);
  });

  it('counts a login as use: logging in again restarts the year', async () => {
    const user = await activeUser(t);
    t.clock.advance(300 * DAY);
    expect((await call(t, 'POST', '/api/user/token', { body: { email: user.email, password: user.password } })).status).toBe(200);
    t.clock.advance(300 * DAY);
    await t.app.accounts.retention.run();
    expect(await exists(user.email)).toBe(true);
  });

  it('removes registrations never activated after a week, and expired tokens and counters', async () => {
    const form = registration();
    await call(t, 'POST', '/api/user/register', { body: form });
    t.clock.advance(6 * DAY);
    expect((await t.app.accounts.retention.run()).deletedUnactivated).toBe(0);
    t.clock.advance(2 * DAY);
    const report = await t.app.accounts.retention.run();
    expect(report.deletedUnactivated).toBe(1);
    expect(await exists(form.email)).toBe(false);
    const sessions = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM auth_tokens WHERE expires_at <= ${t.clock.now().toISOString()}::timestamptz`,
      ),
    );
    expect(sessions[0]!.n).toBe(0);
  });
});

describe('given audit entries of different ages', () => {
  it('deletes those older than 5 years, records the deletion as one entry, and keeps the others', async () => {
    const yearsAgo = (years: number) => new Date(t.clock.now().getTime() - years * 365.25 * DAY).toISOString();
    await t.database.db.execute(sql`
      INSERT INTO audit_entries (at, actor, source, request_id, action)
      VALUES (${yearsAgo(6)}::timestamptz, 'old@example.com', 'api', 'r-old', 'export.csv'),
             (${yearsAgo(4)}::timestamptz, 'kept@example.com', 'api', 'r-kept', 'export.csv')`);
    expect((await t.app.accounts.retention.run()).expiredAuditEntries).toBe(1);
    const left = rowsOf<{ actor: string; action: string; source: string; details: { deleted: number } }>(
      await t.database.db.execute(sql`SELECT actor, action, source, details FROM audit_entries ORDER BY id`),
    );
    expect(left.map((e) => e.actor)).not.toContain('old@example.com');
    expect(left.map((e) => e.actor)).toContain('kept@example.com');
    expect(left.filter((e) => e.action === 'audit.retention')).toEqual([
      { actor: 'scheduled', action: 'audit.retention', source: 'schedule', details: expect.objectContaining({ deleted: 1 }) },
    ]);
    expect((await t.app.accounts.retention.run()).expiredAuditEntries).toBe(0);
  });
});

describe('given the server process', () => {
  it('runs the job on a timer soon after start and then every day until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const run = vi.spyOn(t.app.accounts.retention, 'run').mockResolvedValue({
        deletedAccounts: 0,
        deletedUnactivated: 0,
        expiredSessions: 0,
        expiredLinks: 0,
        expiredRateLimits: 0,
        expiredAuditEntries: 0,
      });
      const stop = t.app.accounts.retention.schedule({ firstRunMs: 1000, everyMs: DAY });
      expect(run).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(run).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(DAY);
      expect(run).toHaveBeenCalledTimes(2);
      stop();
      await vi.advanceTimersByTimeAsync(3 * DAY);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});

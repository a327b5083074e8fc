import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { addMs, type Clock, DAY } from './clock';
import type { Log } from '../log/log';
import { safeError } from '../log/safe-error';
import type { RateLimiter } from './rate-limit';
import type { TokenStore } from './tokens';
import { removeUser } from './users';
import { type AuditActor, scheduledActor } from './audit/actor';
import { deleteExpiredAuditEntries } from './audit/audit-retention';

/** Registrations never activated are removed a week after they were made (the link lasts 48 hours). */
export const unactivatedLifetimeMs = 7 * DAY;
const batchSize = 200;

export interface RetentionReport {
  deletedAccounts: number;
  deletedUnactivated: number;
  expiredSessions: number;
  expiredLinks: number;
  expiredRateLimits: number;
  /** Audit entries past their 5 years (docs/decisions/operations.md). */
  expiredAuditEntries: number;
}

/**
 * The privacy statement's promise: personal data is kept at most one year after the last login. Accounts
 * unused for longer are deleted exactly as when the user deletes them (staff accounts are exempt: they
 * belong to the project's staff, not to respondents). Also clears expired tokens and counters, and the audit
 * entries older than 5 years (the deletion recorded as `by`: the schedule, or the command line).
 */
export function createRetention({
  db,
  clock,
  tokens,
  rateLimiter,
  log,
}: {
  db: Db;
  clock: Clock;
  tokens: TokenStore;
  rateLimiter: RateLimiter;
  log: Log;
}) {
  const deleteWhere = async (condition: ReturnType<typeof and>) => {
    let deleted = 0;
    for (;;) {
      const ids = await db.select({ id: users.id }).from(users).where(condition).limit(batchSize);
      for (const { id } of ids) {
        if (await db.transaction((tx) => removeUser(tx, id, clock.now()))) deleted++;
      }
      if (ids.length < batchSize) return deleted;
    }
  };

  const run = async (by: AuditActor = scheduledActor()): Promise<RetentionReport> => {
    const now = clock.now();
    const yearAgo = new Date(now);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    const deletedAccounts = await deleteWhere(
      and(
        eq(users.isStaff, false),
        eq(users.active, true),
        lt(sql`coalesce(${users.lastLoginAt}, ${users.createdAt})`, yearAgo.toISOString()),
      ),
    );
    const deletedUnactivated = await deleteWhere(
      and(eq(users.active, false), lt(users.createdAt, addMs(now, -unactivatedLifetimeMs))),
    );
    const expired = await tokens.deleteExpired();
    const expiredRateLimits = await rateLimiter.deleteExpired();
    const expiredAuditEntries = await deleteExpiredAuditEntries(db, now, by);
    return {
      deletedAccounts,
      deletedUnactivated,
      expiredSessions: expired.sessions,
      expiredLinks: expired.links,
      expiredRateLimits,
      expiredAuditEntries,
    };
  };

  const retention = {
    run,
    /** Runs `run` soon after start and then daily, inside the server process; returns a stop function. */
    schedule({ firstRunMs = 60_000, everyMs = DAY }: { firstRunMs?: number; everyMs?: number } = {}) {
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const tick = async () => {
        try {
          const report = await retention.run();
          log.info({ ...report }, 'retention job done');
        } catch (error) {
          log.error({ err: safeError(error) }, 'retention job failed');
        }
        if (!stopped) timer = setTimeout(tick, everyMs).unref();
      };
      timer = setTimeout(tick, firstRunMs).unref();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
  return retention;
}

export type Retention = ReturnType<typeof createRetention>;

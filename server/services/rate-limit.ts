import { createHash } from 'node:crypto';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { rateLimits } from '../db/schema';
import { addMs, type Clock, HOUR } from './clock';

export interface RateRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

/**
 * Per IP and per e-mail (design.md section 3). The per-IP limits are generous because a workshop of
 * older workers may register and log in together from one office address.
 */
export const defaultRateLimits = {
  tokenPerIp: { limit: 100, windowMs: 15 * MINUTE },
  tokenPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 50, windowMs: HOUR },
  registerPerEmail: { limit: 5, windowMs: HOUR },
  passwordRequestPerIp: { limit: 30, windowMs: HOUR },
  passwordRequestPerEmail: { limit: 5, windowMs: HOUR },
  /** Password change and account deletion: guesses at the password behind a stolen session. */
  passwordCheckPerUser: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;
export type RateLimits = typeof defaultRateLimits;

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed windows counted in the database, so every API process shares them. The key is a hash of the
 * action and the subject, so the table holds no IP or e-mail address.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  return {
    async hit(action: string, subject: string, rule: RateRule): Promise<RateDecision> {
      const now = clock.now();
      const key = createHash('sha256').update(`${action}\n${subject}`).digest('hex');
      const nowIso = now.toISOString();
      const endIso = addMs(now, rule.windowMs).toISOString();
      const result = await db.execute(sql`
        INSERT INTO rate_limits AS r (key, window_start, window_end, count)
        VALUES (${key}, ${nowIso}::timestamptz, ${endIso}::timestamptz, 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.window_end > ${nowIso}::timestamptz THEN r.count + 1 ELSE 1 END,
          window_start = CASE WHEN r.window_end > ${nowIso}::timestamptz THEN r.window_start ELSE EXCLUDED.window_start END,
          window_end = CASE WHEN r.window_end > ${nowIso}::timestamptz THEN r.window_end ELSE EXCLUDED.window_end END
        RETURNING count, window_end`);
      const [row] = rowsOf<{ count: number; window_end: string | Date }>(result);
      const count = Number(row?.count ?? 1);
      const end = row ? new Date(row.window_end) : addMs(now, rule.windowMs);
      return { allowed: count <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)) };
    },

    async deleteExpired() {
      const gone = await db.delete(rateLimits).where(lte(rateLimits.windowEnd, clock.now())).returning({ key: rateLimits.key });
      return gone.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

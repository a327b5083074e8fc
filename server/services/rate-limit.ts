import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
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
 * Per address and per e-mail (docs/product/choices.md). The per-address limits are generous because a workshop
 * of older workers may register and log in together from one office address.
 *
 * Logins (ASVS 5.0 chapter 6): counted per address, per address and e-mail, and as failures per
 * e-mail from all addresses. The e-mail counters are keyed with the account's password hash as well, so a
 * password reset starts them afresh; a successful login clears its address-and-e-mail counter. Someone who
 * knows an e-mail therefore locks out only their own address, not the owner elsewhere, and a reset always
 * lets the owner in. The cap on failures from all addresses (100 per hour, ASVS's bound for one account)
 * takes more than two addresses to reach, since one address is stopped at 10 per 15 minutes.
 */
export const defaultRateLimits = {
  tokenPerIp: { limit: 100, windowMs: 15 * MINUTE },
  /** Attempts from one address at one account; cleared by a successful login. */
  tokenPerAddressEmail: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed logins at one account from all addresses together. */
  tokenFailuresPerEmail: { limit: 100, windowMs: HOUR },
  registerPerIp: { limit: 50, windowMs: HOUR },
  registerPerEmail: { limit: 5, windowMs: HOUR },
  passwordRequestPerIp: { limit: 30, windowMs: HOUR },
  passwordRequestPerEmail: { limit: 5, windowMs: HOUR },
  /**
   * A second request for one e-mail within 5 minutes (docs/product/messages.md: "wait 5 minutes"), counted whether or
   * not the e-mail has an account, so the answer still tells nobody which e-mails have one.
   */
  passwordRequestPausePerEmail: { limit: 1, windowMs: 5 * MINUTE },
  /** Password change and account deletion: guesses at the password behind a stolen session. */
  passwordCheckPerUser: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;
export type RateLimits = typeof defaultRateLimits;

/** Every rule's count multiplied by `factor` (BENCH_RATE_LIMIT_FACTOR, benchmarks only); windows unchanged. */
export function raisedRateLimits(rules: RateLimits, factor: number): RateLimits {
  if (factor <= 1) return rules;
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, { ...rule, limit: rule.limit * factor }]),
  ) as RateLimits;
}

/** The stored key: a hash of the action and the subject, so the table holds no address or e-mail. */
const keyOf = (action: string, subject: string) => createHash('sha256').update(`${action}\n${subject}`).digest('hex');

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
      const key = keyOf(action, subject);
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

    /** The attempts counted so far in the current window, without counting one more. */
    async peek(action: string, subject: string, rule: RateRule): Promise<RateDecision> {
      const now = clock.now();
      const result = await db.execute(sql`
        SELECT count, window_end FROM rate_limits
        WHERE key = ${keyOf(action, subject)} AND window_end > ${now.toISOString()}::timestamptz`);
      const [row] = rowsOf<{ count: number; window_end: string | Date }>(result);
      if (!row) return { allowed: true, retryAfterSeconds: 0 };
      const end = new Date(row.window_end);
      return {
        allowed: Number(row.count) < rule.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)),
      };
    },

    /** Forgets the attempts counted for this action and subject. */
    async clear(action: string, subject: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(action, subject)));
    },

    async deleteExpired() {
      const gone = await db.delete(rateLimits).where(lte(rateLimits.windowEnd, clock.now())).returning({ key: rateLimits.key });
      return gone.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

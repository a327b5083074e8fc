import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeTokens } from '../db/schema';
import { addMs, type Clock } from './clock';
import { hashSecret, looksLikeSecret, newSecret, tokenLifetimes } from './token-secrets';
import type { Executor } from '../db/executor';

export type OneTimePurpose = 'activation' | 'reset';

/** `invalid`: no such link (never issued, replaced by a newer one, or cleaned up a week after it expired). */
export type ConsumeResult = { status: 'ok'; userId: number } | { status: 'used' } | { status: 'expired' } | { status: 'invalid' };

/** Whether a link token would be accepted now, without using it up. */
async function checkLink(tx: Executor, clock: Clock, secret: string, purpose: OneTimePurpose): Promise<ConsumeResult> {
  if (!looksLikeSecret(secret)) return { status: 'invalid' };
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashSecret(secret)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { status: 'invalid' };
  if (row.usedAt) return { status: 'used' };
  if (row.expiresAt <= clock.now()) return { status: 'expired' };
  return { status: 'ok', userId: row.userId };
}

/** Uses a link token up, atomically: of two concurrent uses only one succeeds. */
async function consumeLink(tx: Executor, clock: Clock, secret: string, purpose: OneTimePurpose): Promise<ConsumeResult> {
  if (!looksLikeSecret(secret)) return { status: 'invalid' };
  const now = clock.now();
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashSecret(secret)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  if (row) return { status: 'ok', userId: row.userId };
  const current = await checkLink(tx, clock, secret, purpose);
  // Still valid a moment ago: a concurrent use got there first.
  return current.status === 'ok' ? { status: 'used' } : current;
}

/** The one-time tokens of activation and reset links. */
export function createLinkTokens(db: Db, clock: Clock) {
  return {
    /** A new activation or reset link token; earlier unused ones of the same purpose stop working. */
    async issueOneTime(userId: number, purpose: OneTimePurpose, tx: Executor = db, secret = newSecret()): Promise<string> {
      const now = clock.now();
      await tx
        .delete(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
      await tx.insert(oneTimeTokens).values({
        tokenHash: hashSecret(secret),
        userId,
        purpose,
        createdAt: now,
        expiresAt: addMs(now, tokenLifetimes[purpose]),
      });
      return secret;
    },

    /** True when an unused link of this purpose was sent within `withinMs` (no second e-mail then). */
    async issuedRecently(userId: number, purpose: OneTimePurpose, withinMs: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.createdAt, addMs(clock.now(), -withinMs)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Whether a link token would be accepted now, without using it up. */
    check: (secret: string, purpose: OneTimePurpose, tx: Executor = db) => checkLink(tx, clock, secret, purpose),

    /** Uses a link token up, atomically: of two concurrent uses only one succeeds. */
    consume: (secret: string, purpose: OneTimePurpose, tx: Executor = db) => consumeLink(tx, clock, secret, purpose),
  };
}

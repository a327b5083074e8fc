import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';

/**
 * Withdrawal (docs/research-data.md, "Withdrawal: a deleted account"): the respondent's unfinished attempts
 * go; the completed ones stay as anonymous data, without the stored profile, the respondent id and the
 * texts of free-text answers. The database function of migrations/0011_withdrawn_attempts.sql does it, the
 * same one that migration ran for accounts deleted before it. Call it in the transaction that deletes the
 * account.
 */
export async function withdrawAttempts(tx: Executor, respondentId: string): Promise<void> {
  await tx.execute(sql`SELECT withdraw_attempts(ARRAY[${respondentId}::uuid])`);
}

import { eq } from 'drizzle-orm';
import { respondents, users } from '../db/schema';
import { isForeignKeyViolation } from './db-errors';
import { withdrawAttempts } from './survey/withdrawn-attempts';
import type { Executor } from '../db/executor';

/**
 * Deletes an account the one way there is (user request, retention, a replaced registration), inside the
 * caller's transaction: the users row and with it every token go, the person's attempts are withdrawn
 * (withdrawAttempts: anonymous data only) and their respondent id goes with them.
 */
export async function removeUser(tx: Executor, userId: number, now: Date): Promise<boolean> {
  const [gone] = await tx.delete(users).where(eq(users.id, userId)).returning({ respondentId: users.respondentId });
  if (!gone) return false;
  await withdrawAttempts(tx, gone.respondentId);
  await removeRespondent(tx, gone.respondentId, now);
  return true;
}

/** Deletes a respondent id; one something else still refers to stays, marked anonymised. */
async function removeRespondent(tx: Executor, respondentId: string, now: Date) {
  try {
    // A savepoint: a row referring to the respondent makes this fail without spoiling the transaction.
    await tx.transaction(async (sp) => {
      await sp.delete(respondents).where(eq(respondents.id, respondentId));
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await tx.update(respondents).set({ anonymisedAt: now }).where(eq(respondents.id, respondentId));
  }
}

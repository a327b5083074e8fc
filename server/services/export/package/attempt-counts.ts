import { count, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { surveyAttempts, users } from '../../../db/schema';
import { type AttemptSelection, whereOf } from '../attempt-batches';

/** How many completed attempts the selection holds, and of how many respondents. */
export async function attemptCounts(db: Db, selection: AttemptSelection) {
  const [row] = await db
    .select({ attempts: count(), respondents: countDistinct(surveyAttempts.respondentId) })
    .from(surveyAttempts)
    .leftJoin(users, eq(users.respondentId, surveyAttempts.respondentId))
    .where(whereOf(selection));
  return { attempts: Number(row?.attempts ?? 0), respondents: Number(row?.respondents ?? 0) };
}

import { eq } from 'drizzle-orm';
import { isAttemptId } from '../../../contract/api/survey';
import { surveyMessages as m } from '../../../contract/messages';
import type { Db } from '../../db/client';
import type { SurveyAttemptRow } from '../../db/schema';
import { surveyAttempts } from '../../db/schema';
import { ApiError } from '../api-error';
import type { Executor } from '../../db/executor';
import type { AuthSession } from '../tokens';
import { preparedAttemptQueries } from './attempt-queries';

/** Who is asking: a logged-in user, or an anonymous visitor (only where ALLOW_ANONYMOUS lets them). */
export type Caller = AuthSession | null;

export const respondentOf = (caller: Caller) => caller?.user.respondentId ?? null;

/**
 * Which attempts a caller reaches, shared by survey taking and results: their own, or an anonymous one where
 * ALLOW_ANONYMOUS is set (only the id's holder knows it). Another user's id answers exactly like an unknown one.
 */
export function createAttemptAccess(db: Db, allowAnonymous: boolean) {
  const attemptQueries = preparedAttemptQueries(db);
  return {
    attemptQueries,
    requireCallerAllowed(caller: Caller) {
      if (!caller && !allowAnonymous) throw new ApiError(401, m.anonymousNotAllowed);
    },
    async findAttempt(executor: Executor, id: string, caller: Caller, lock = false): Promise<SurveyAttemptRow> {
      if (!isAttemptId(id)) throw new ApiError(404, m.attemptInvalid);
      const query = () => executor.select().from(surveyAttempts).where(eq(surveyAttempts.id, id));
      const [attempt] = lock ? await query().for('update') : executor === db ? await attemptQueries.byId(id) : await query();
      const mine = attempt && (attempt.respondentId === null ? allowAnonymous : attempt.respondentId === respondentOf(caller));
      if (!attempt || !mine || attempt.abandonedAt) throw new ApiError(404, m.attemptInvalid);
      return attempt;
    },
  };
}
export type AttemptAccess = ReturnType<typeof createAttemptAccess>;

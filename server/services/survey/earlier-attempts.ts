import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { surveyMessages as m } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { surveyAttempts } from '../../db/schema';
import { ApiError } from '../api-error';
import { type AttemptAccess, type Caller, respondentOf } from './attempt-access';
import type { AttemptCache } from './attempt-cache';
import type { AttemptSummaryRow } from './attempt-queries';

/** What a result shows of an attempt. */
export type Shown = Pick<AttemptSummaryRow, 'id' | 'topicId' | 'createdAt' | 'updatedAt' | 'completedAt' | 'results'>;

export const completedFirst = (a: AttemptSummaryRow, b: AttemptSummaryRow) => b.completedAt!.getTime() - a.completedAt!.getTime();

/** The caller's completed attempts at the topic up to `until`, newest first, at most 5, from the database. */
const earlierInDb = (db: Db, respondentId: string, topicId: number, until: Date): Promise<Shown[]> =>
  db
    .select({
      id: surveyAttempts.id,
      topicId: surveyAttempts.topicId,
      createdAt: surveyAttempts.createdAt,
      updatedAt: surveyAttempts.updatedAt,
      completedAt: surveyAttempts.completedAt,
      results: surveyAttempts.results,
    })
    .from(surveyAttempts)
    .where(
      and(
        eq(surveyAttempts.respondentId, respondentId),
        eq(surveyAttempts.topicId, topicId),
        isNotNull(surveyAttempts.completedAt),
        lte(surveyAttempts.completedAt, until),
      ),
    )
    .orderBy(desc(surveyAttempts.completedAt))
    .limit(5);

interface EarlierDeps {
  db: Db;
  access: AttemptAccess;
  attemptCache: AttemptCache;
}

/** The attempt and its earlier completed ones of the topic (up to 5, newest first); an anonymous one alone. */
export async function withEarlier(
  { db, access, attemptCache }: EarlierDeps,
  attemptId: string,
  caller: Caller,
): Promise<{ attempt: Shown; list: Shown[] }> {
  const respondentId = respondentOf(caller);
  const own = respondentId ? await attemptCache.of(respondentId) : [];
  const cached = own.find((a) => a.id === attemptId && a.completedAt);
  if (cached) {
    const until = cached.completedAt!;
    const earlier = own.filter((a) => a.topicId === cached.topicId && a.completedAt && a.completedAt <= until);
    return { attempt: cached, list: earlier.sort(completedFirst).slice(0, 5) };
  }
  // Not known here as the caller's completed attempt: an anonymous one, another's id (refused), or a
  // completion in another process whose notification is still on its way. The database decides.
  const attempt = await access.findAttempt(db, attemptId, caller);
  if (!attempt.completedAt) throw new ApiError(400, m.attemptNotCompleted);
  const list =
    respondentId && attempt.respondentId === respondentId
      ? await earlierInDb(db, respondentId, attempt.topicId, attempt.completedAt)
      : [attempt];
  return { attempt, list };
}

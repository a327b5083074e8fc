import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { AttemptResult, AttemptsResponse } from '../../../contract/api/survey';
import { textIn } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import { surveyMessages as m } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { surveyAttempts } from '../../db/schema';
import { ApiError } from '../api-error';
import type { AuthSession } from '../tokens';
import { type AttemptAccess, type Caller, respondentOf } from './attempt-access';
import type { AttemptCache } from './attempt-cache';
import type { AttemptSummaryRow } from './attempt-queries';
import type { ContentCache } from './content-cache';

const iso = (date: Date) => date.toISOString();
const completedFirst = (a: AttemptSummaryRow, b: AttemptSummaryRow) => b.completedAt!.getTime() - a.completedAt!.getTime();

interface ResultsDeps {
  db: Db;
  content: ContentCache;
  access: AttemptAccess;
  attemptCache: AttemptCache;
}

/**
 * Results: a completed attempt with its earlier ones, and the caller's history. A signed-in
 * caller's own attempts come from the attempt cache: no statement on a hit.
 */
export function createSurveyResults({ db, content, access, attemptCache }: ResultsDeps) {
  const { findAttempt } = access;

  /** What a result shows of an attempt. */
  type Shown = Pick<AttemptSummaryRow, 'id' | 'topicId' | 'createdAt' | 'updatedAt' | 'completedAt' | 'results'>;

  /** The caller's completed attempts at the topic up to `until`, newest first, at most 5, from the database. */
  const earlierInDb = (respondentId: string, topicId: number, until: Date): Promise<Shown[]> =>
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

  /** The attempt and its earlier completed ones of the topic (up to 5, newest first); an anonymous one alone. */
  async function withEarlier(attemptId: string, caller: Caller): Promise<{ attempt: Shown; list: Shown[] }> {
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
    const attempt = await findAttempt(db, attemptId, caller);
    if (!attempt.completedAt) throw new ApiError(400, m.attemptNotCompleted);
    const list =
      respondentId && attempt.respondentId === respondentId
        ? await earlierInDb(respondentId, attempt.topicId, attempt.completedAt)
        : [attempt];
    return { attempt, list };
  }

  return {
    /** GET /attempt/{id}: that completed attempt and up to 4 earlier ones of its topic, newest first. */
    async results(attemptId: string, caller: Caller, language: LanguageCode): Promise<AttemptResult[]> {
      const { attempt, list } = await withEarlier(attemptId, caller);
      const snapshot = await content.snapshot();
      const topic = snapshot.topic(attempt.topicId);
      const position = (id: number) => snapshot.subTopic(id)?.position ?? 0;
      return list.map((a) => ({
        id: a.id,
        topic: { pk: topic!.id, name: textIn(topic!.name, language), wlb: topic!.tool === 'wlb' },
        created_at: iso(a.createdAt),
        updated_at: iso(a.updatedAt),
        completed_at: iso(a.completedAt!),
        results: [...(a.results ?? [])]
          .sort((x, y) => position(x.sub_topic_id) - position(y.sub_topic_id) || x.sub_topic_id - y.sub_topic_id)
          .map((r) => {
            const sub = snapshot.subTopic(r.sub_topic_id);
            const level = snapshot.levels(r.sub_topic_id).find((l) => l.level === r.level);
            return {
              sub_topic: { id: r.sub_topic_id, name: sub ? textIn(sub.name, language) : '' },
              actual_points: r.actual_points,
              total_points: r.total_points,
              level: r.level,
              levels: r.levels,
              rating: {
                title: level ? textIn(level.title, language) : '',
                description: level ? textIn(level.recommendation, language) : '',
              },
            };
          }),
      }));
    },

    /** GET /attempts: the caller's completed attempts, newest first. */
    async attempts(caller: AuthSession, language: LanguageCode): Promise<AttemptsResponse> {
      const completed = (await attemptCache.of(caller.user.respondentId)).filter((a) => a.completedAt).sort(completedFirst);
      const snapshot = await content.snapshot();
      return {
        results: completed.map((a) => {
          const topic = snapshot.topic(a.topicId)!;
          return {
            id: a.id,
            topic: { pk: topic.id, name: textIn(topic.name, language), wlb: topic.tool === 'wlb' },
            created_at: iso(a.createdAt),
            updated_at: iso(a.updatedAt),
            completed_at: iso(a.completedAt!),
          };
        }),
      };
    },
  };
}

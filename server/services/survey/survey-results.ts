import type { AttemptResult, AttemptsResponse } from '../../../contract/api/survey';
import { textIn } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import type { Db } from '../../db/client';
import type { AuthSession } from '../tokens';
import type { AttemptAccess, Caller } from './attempt-access';
import type { AttemptCache } from './attempt-cache';
import { attemptResultIn } from './attempt-result';
import type { ContentCache } from './content-cache';
import { completedFirst, withEarlier } from './earlier-attempts';

const iso = (date: Date) => date.toISOString();

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
export function createSurveyResults(deps: ResultsDeps) {
  const { content, attemptCache } = deps;
  return {
    /** GET /attempt/{id}: that completed attempt and up to 4 earlier ones of its topic, newest first. */
    async results(attemptId: string, caller: Caller, language: LanguageCode): Promise<AttemptResult[]> {
      const { attempt, list } = await withEarlier(deps, attemptId, caller);
      const snapshot = await content.snapshot();
      const topic = snapshot.topic(attempt.topicId);
      return list.map((a) => attemptResultIn(snapshot, topic, a, language));
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

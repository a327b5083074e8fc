import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { AttemptResult, AttemptsResponse } from '../../../contract/api/survey';
import { textIn } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import { surveyMessages as m } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { surveyAttempts, topics } from '../../db/schema';
import { ApiError } from '../api-error';
import type { AuthSession } from '../tokens';
import { type AttemptAccess, type Caller, respondentOf } from './attempt-access';
import type { ContentCache } from './content-cache';

const iso = (date: Date) => date.toISOString();

/** Results (issue 11): a completed attempt with its earlier ones, and the caller's history. */
export function createSurveyResults({ db, content, access }: { db: Db; content: ContentCache; access: AttemptAccess }) {
  const { findAttempt } = access;
  return {
    /** GET /attempt/{id}: that completed attempt and up to 4 earlier ones of its topic, newest first. */
    async results(attemptId: string, caller: Caller, language: LanguageCode): Promise<AttemptResult[]> {
      const respondentId = respondentOf(caller);
      const attempt = await findAttempt(db, attemptId, caller);
      if (!attempt.completedAt) throw new ApiError(400, m.attemptNotCompleted);
      const list =
        respondentId && attempt.respondentId === respondentId
          ? await db
              .select({
                id: surveyAttempts.id,
                createdAt: surveyAttempts.createdAt,
                updatedAt: surveyAttempts.updatedAt,
                completedAt: surveyAttempts.completedAt,
                results: surveyAttempts.results,
              })
              .from(surveyAttempts)
              .where(
                and(
                  eq(surveyAttempts.respondentId, respondentId),
                  eq(surveyAttempts.topicId, attempt.topicId),
                  isNotNull(surveyAttempts.completedAt),
                  lte(surveyAttempts.completedAt, attempt.completedAt),
                ),
              )
              .orderBy(desc(surveyAttempts.completedAt))
              .limit(5)
          : [attempt];
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
      const rows = await db
        .select({ a: surveyAttempts, topic: topics })
        .from(surveyAttempts)
        .innerJoin(topics, eq(topics.id, surveyAttempts.topicId))
        .where(and(eq(surveyAttempts.respondentId, caller.user.respondentId), isNotNull(surveyAttempts.completedAt)))
        .orderBy(desc(surveyAttempts.completedAt));
      return {
        results: rows.map(({ a, topic }) => ({
          id: a.id,
          topic: { pk: topic.id, name: textIn(topic.name, language), wlb: topic.tool === 'wlb' },
          created_at: iso(a.createdAt),
          updated_at: iso(a.updatedAt),
          completed_at: iso(a.completedAt!),
        })),
      };
    },
  };
}

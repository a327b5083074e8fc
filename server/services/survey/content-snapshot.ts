import { asc } from 'drizzle-orm';
import type { Tool } from '../../../contract/content';
import type { Executor } from '../../db/executor';
import { ratingLevels, subTopics, topics } from '../../db/schema';
import { allKeyedQuestions } from './keyed-questions';
import type { KeyedQuestion } from './question-keys';

export type TopicRow = typeof topics.$inferSelect;
export type SubTopicRow = typeof subTopics.$inferSelect;
export type RatingLevelRow = typeof ratingLevels.$inferSelect;

/**
 * The whole questionnaire content as the survey calls read it, deleted rows included (stored attempts
 * still refer to them): a few hundred rows, the same whatever the number of users. Never changed in place.
 */
export interface ContentSnapshot {
  topic(id: number): TopicRow | undefined;
  /** A tool's topics a respondent may take, in their order. */
  topicsOf(tool: Tool): TopicRow[];
  subTopic(id: number): SubTopicRow | undefined;
  /** Answer keys and texts; deleted questions marked `deleted`. */
  question(id: number): KeyedQuestion | undefined;
  /** What a new attempt at the topic asks: not deleted, by sub-topic, then order, then id. */
  questionsOfTopic(topicId: number): KeyedQuestion[];
  levels(subTopicId: number): RatingLevelRow[];
}

export async function loadContentSnapshot(db: Executor): Promise<ContentSnapshot> {
  const topicRows = await db.select().from(topics).orderBy(asc(topics.position), asc(topics.id));
  const subTopicRows = await db.select().from(subTopics);
  const questionRows = await allKeyedQuestions(db);
  const levelRows = await db.select().from(ratingLevels);

  const topicById = new Map(topicRows.map((t) => [t.id, t]));
  const subTopicById = new Map(subTopicRows.map((s) => [s.id, s]));
  const questionById = new Map(questionRows.map((q) => [q.id, q]));
  const asked = new Map<number, KeyedQuestion[]>();
  for (const q of questionRows) {
    const sub = subTopicById.get(q.subTopicId);
    if (q.deleted || !sub || sub.deletedAt) continue;
    asked.set(sub.topicId, [...(asked.get(sub.topicId) ?? []), q]);
  }
  const levelsOf = new Map<number, RatingLevelRow[]>();
  for (const l of levelRows) levelsOf.set(l.subTopicId, [...(levelsOf.get(l.subTopicId) ?? []), l]);
  const live = (tool: Tool) => topicRows.filter((t) => t.tool === tool && !t.deletedAt);
  const byTool = { general: live('general'), wlb: live('wlb') };

  return {
    topic: (id) => topicById.get(id),
    topicsOf: (tool) => byTool[tool],
    subTopic: (id) => subTopicById.get(id),
    question: (id) => questionById.get(id),
    questionsOfTopic: (topicId) => asked.get(topicId) ?? [],
    levels: (subTopicId) => levelsOf.get(subTopicId) ?? [],
  };
}

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionOptions, questions, subTopics } from '../../db/schema';
import type { Executor } from '../tokens';
import type { KeyedQuestion } from './question-keys';

/**
 * The questions with the given ids, answer keys included, in two statements whatever their number.
 * Deleted questions come along marked `deleted` (a stored attempt still refers to them).
 */
export async function keyedQuestionsById(db: Executor, ids: readonly number[]): Promise<KeyedQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ q: questions, subTopicName: subTopics.name })
    .from(questions)
    .innerJoin(subTopics, eq(subTopics.id, questions.subTopicId))
    .where(inArray(questions.id, [...ids]));
  return withChoices(db, rows);
}

/** The questions a new attempt at `topicId` asks: not deleted, by sub-topic, then order, then id. */
export async function keyedQuestionsOfTopic(db: Db | Executor, topicId: number): Promise<KeyedQuestion[]> {
  const rows = await db
    .select({ q: questions, subTopicName: subTopics.name })
    .from(questions)
    .innerJoin(subTopics, eq(subTopics.id, questions.subTopicId))
    .where(and(eq(subTopics.topicId, topicId), isNull(subTopics.deletedAt), isNull(questions.deletedAt)))
    .orderBy(asc(subTopics.position), asc(subTopics.id), asc(questions.position), asc(questions.id));
  return withChoices(db, rows);
}

async function withChoices(
  db: Executor,
  rows: { q: typeof questions.$inferSelect; subTopicName: typeof subTopics.$inferSelect.name }[],
): Promise<KeyedQuestion[]> {
  if (rows.length === 0) return [];
  const choices = await db
    .select()
    .from(questionOptions)
    .where(
      and(
        inArray(
          questionOptions.questionId,
          rows.map((r) => r.q.id),
        ),
        isNull(questionOptions.deletedAt),
      ),
    )
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  return rows.map(({ q, subTopicName }) => ({
    id: q.id,
    type: q.type,
    text: q.text,
    evaluated: q.evaluated,
    canBeNone: q.canBeNone,
    images: q.images,
    subTopicId: q.subTopicId,
    subTopicName,
    deleted: q.deletedAt !== null,
    choices: choices
      .filter((c) => c.questionId === q.id)
      .map((c) => ({
        id: c.id,
        kind: c.kind,
        position: c.position,
        text: c.text,
        correct: c.correct,
        correctPosition: c.correctPosition,
        point: c.point,
        correctOptionId: c.correctOptionId,
      })),
  }));
}

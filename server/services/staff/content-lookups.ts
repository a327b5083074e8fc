import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LanguageCode } from '../../../contract/languages';
import { staffMessages as m } from '../../../contract/messages';
import type { Executor } from '../../db/executor';
import { questions, subTopics, topics, translationStates } from '../../db/schema';
import { ApiError } from '../api-error';

/** A live topic, or 404. */
export async function findTopic(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.id, id), isNull(topics.deletedAt)));
  if (!row) throw new ApiError(404, m.topicMissing);
  return row;
}

/** A live sub-topic, or 404. */
export async function findSubTopic(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(subTopics)
    .where(and(eq(subTopics.id, id), isNull(subTopics.deletedAt)));
  if (!row) throw new ApiError(404, m.subTopicMissing);
  return row;
}

/** A live question with its sub-topic's topic, or 404. */
export async function findQuestion(db: Executor, id: number) {
  const [row] = await db
    .select({ q: questions, topicId: subTopics.topicId })
    .from(questions)
    .innerJoin(subTopics, eq(subTopics.id, questions.subTopicId))
    .where(and(eq(questions.id, id), isNull(questions.deletedAt)));
  if (!row) throw new ApiError(404, m.questionMissing);
  return row;
}

/** unit id → the languages whose translation of it needs review. */
export async function staleLanguages(db: Executor, unitIds: string[]): Promise<Map<string, LanguageCode[]>> {
  const stale = new Map<string, LanguageCode[]>(unitIds.map((unit) => [unit, []]));
  const rows = await db
    .select({ unitId: translationStates.unitId, language: translationStates.language })
    .from(translationStates)
    .where(and(inArray(translationStates.unitId, unitIds), eq(translationStates.state, 'needs-review')));
  for (const row of rows) stale.get(row.unitId)?.push(row.language as LanguageCode);
  return stale;
}

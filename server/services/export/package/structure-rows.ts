import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { questionOptions, questions, ratingLevels, subTopics } from '../../../db/schema';

/** The rows of the topics' sub-topics (deleted ones too), their levels, questions and choices, as stored. */
export async function structureRows(db: Db, topicIds: number[]) {
  const subRows = await db
    .select()
    .from(subTopics)
    .where(inArray(subTopics.topicId, topicIds))
    .orderBy(asc(subTopics.position), asc(subTopics.id));
  const subIds = subRows.map((s) => s.id);
  const levelRows = subIds.length ? await db.select().from(ratingLevels).where(inArray(ratingLevels.subTopicId, subIds)) : [];
  const questionRows = subIds.length ? await db.select().from(questions).where(inArray(questions.subTopicId, subIds)) : [];
  const choiceRows = questionRows.length
    ? await db
        .select()
        .from(questionOptions)
        .where(
          inArray(
            questionOptions.questionId,
            questionRows.map((q) => q.id),
          ),
        )
        .orderBy(asc(questionOptions.id))
    : [];
  return { subRows, levelRows, questionRows, choiceRows };
}

export type StructureRows = Awaited<ReturnType<typeof structureRows>>;

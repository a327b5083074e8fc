import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import type { Db } from '../../db/client';
import { questionOptions, questions, subTopics } from '../../db/schema';
import type { Executor } from '../../db/executor';
import type { KeyedQuestion } from './question-keys';

/**
 * Which texts to read: every language (the default), one language with English to fall back on (what a
 * respondent is shown), or none (checking and scoring answers). A topic's texts in all 10 languages are
 * about 60 KB; reading and parsing them was most of a survey get's and a submit's cost.
 */
export type TextsWanted = 'all' | LanguageCode | 'none';

function localized(column: PgColumn, texts: TextsWanted): PgColumn | SQL<LocalizedText> {
  if (texts === 'all') return column;
  if (texts === 'none') return sql<LocalizedText>`'{"en":""}'::jsonb`;
  return sql<LocalizedText>`jsonb_build_object('en', ${column}->'en', ${texts}::text, ${column}->${texts}::text)`;
}

const questionColumns = (texts: TextsWanted) => ({
  id: questions.id,
  type: questions.type,
  text: localized(questions.text, texts) as typeof questions.text,
  evaluated: questions.evaluated,
  canBeNone: questions.canBeNone,
  images: questions.images,
  subTopicId: questions.subTopicId,
  deletedAt: questions.deletedAt,
  subTopicName: localized(subTopics.name, texts) as typeof subTopics.name,
});
type QuestionRow = Omit<KeyedQuestion, 'deleted' | 'choices'> & { deletedAt: Date | null };

/**
 * The questions with the given ids, answer keys included, in two statements whatever their number.
 * Deleted questions come along marked `deleted` (a stored attempt still refers to them).
 */
export async function keyedQuestionsById(
  db: Executor,
  ids: readonly number[],
  texts: TextsWanted = 'all',
): Promise<KeyedQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(questionColumns(texts))
    .from(questions)
    .innerJoin(subTopics, eq(subTopics.id, questions.subTopicId))
    .where(inArray(questions.id, [...ids]));
  return withChoices(db, rows, texts);
}

/** The questions a new attempt at `topicId` asks: not deleted, by sub-topic, then order, then id. */
export async function keyedQuestionsOfTopic(
  db: Db | Executor,
  topicId: number,
  texts: TextsWanted = 'all',
): Promise<KeyedQuestion[]> {
  const rows = await db
    .select(questionColumns(texts))
    .from(questions)
    .innerJoin(subTopics, eq(subTopics.id, questions.subTopicId))
    .where(and(eq(subTopics.topicId, topicId), isNull(subTopics.deletedAt), isNull(questions.deletedAt)))
    .orderBy(asc(subTopics.position), asc(subTopics.id), asc(questions.position), asc(questions.id));
  return withChoices(db, rows, texts);
}

/** Every question, deleted ones included and marked, with all its texts: what the content cache holds. */
export async function allKeyedQuestions(db: Executor): Promise<KeyedQuestion[]> {
  const rows = await db
    .select(questionColumns('all'))
    .from(questions)
    .innerJoin(subTopics, eq(subTopics.id, questions.subTopicId))
    .orderBy(asc(subTopics.position), asc(subTopics.id), asc(questions.position), asc(questions.id));
  return withChoices(db, rows, 'all', 'every');
}

async function withChoices(
  db: Executor,
  rows: QuestionRow[],
  texts: TextsWanted,
  of: 'these' | 'every' = 'these',
): Promise<KeyedQuestion[]> {
  if (rows.length === 0) return [];
  const ofQuestions =
    of === 'every'
      ? undefined
      : inArray(
          questionOptions.questionId,
          rows.map((r) => r.id),
        );
  const choices = await db
    .select({
      id: questionOptions.id,
      questionId: questionOptions.questionId,
      kind: questionOptions.kind,
      position: questionOptions.position,
      text: localized(questionOptions.text, texts) as typeof questionOptions.text,
      correct: questionOptions.correct,
      correctPosition: questionOptions.correctPosition,
      point: questionOptions.point,
      correctOptionId: questionOptions.correctOptionId,
    })
    .from(questionOptions)
    .where(and(ofQuestions, isNull(questionOptions.deletedAt)))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  const choicesOf = new Map<number, typeof choices>();
  for (const choice of choices) choicesOf.set(choice.questionId, [...(choicesOf.get(choice.questionId) ?? []), choice]);
  return rows.map((q) => ({
    id: q.id,
    type: q.type,
    text: q.text,
    evaluated: q.evaluated,
    canBeNone: q.canBeNone,
    images: q.images,
    subTopicId: q.subTopicId,
    subTopicName: q.subTopicName,
    deleted: q.deletedAt !== null,
    choices: (choicesOf.get(q.id) ?? []).map(({ questionId: _, ...choice }) => choice),
  }));
}

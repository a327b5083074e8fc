import { sql } from 'drizzle-orm';
import { type ContentQuestion, gradePoint, type LocalizedText } from '../../contract/content';
import { type OptionKind, questionOptions, questions } from '../db/schema';
import { missing, refreshed, type Tx } from './seed-rows';

/** A question of the files with its sub-topic's id and its place in it. */
export interface PlacedQuestion {
  q: ContentQuestion;
  subTopicId: number;
  position: number;
}

interface Choice {
  kind: OptionKind;
  key: string;
  position: number;
  text: LocalizedText;
  correct?: boolean;
  correctPosition?: number;
  point?: number;
  correctOptionId?: number;
}

export async function upsertQuestions(tx: Tx, qs: PlacedQuestion[]) {
  const rows = await tx
    .insert(questions)
    .values(
      qs.map(({ q, subTopicId, position }) => ({
        subTopicId,
        key: q.key,
        type: q.type,
        text: q.text,
        evaluated: q.evaluated,
        position,
        canBeNone: q.type === 'MCA' && q.can_be_none,
        images: q.images,
      })),
    )
    .onConflictDoUpdate({
      target: [questions.subTopicId, questions.key],
      set: {
        type: sql`excluded.type`,
        text: sql`excluded.text`,
        evaluated: sql`excluded.evaluated`,
        position: sql`excluded.position`,
        canBeNone: sql`excluded.can_be_none`,
        ...refreshed(questions, 'images'),
      },
    })
    .returning({ id: questions.id, subTopicId: questions.subTopicId, key: questions.key });
  const questionId = (subTopicId: number, key: string) =>
    rows.find((r) => r.subTopicId === subTopicId && r.key === key)?.id ?? missing(key);
  return { rows, questionId };
}

/** The questions' options, items and grades, then the ASG rows, which name their correct option. */
export async function upsertChoices(tx: Tx, qs: PlacedQuestion[], questionId: (subTopicId: number, key: string) => number) {
  const choices = qs.flatMap(({ q, subTopicId }) =>
    choicesOf(q).map((c) => ({ ...c, questionId: questionId(subTopicId, q.key) })),
  );
  const optionRows = await upsertOptions(tx, choices);
  const optionId = (qId: number, key: string) =>
    optionRows.find((r) => r.questionId === qId && r.kind === 'option' && r.key === key)?.id ?? missing(key);
  const rows = qs.flatMap(({ q, subTopicId }) => {
    if (q.type !== 'ASG') return [];
    const qId = questionId(subTopicId, q.key);
    return q.rows.map((row, position) => ({
      questionId: qId,
      kind: 'row' as const,
      key: row.key,
      position,
      text: row.text,
      correctOptionId: optionId(qId, row.correct),
    }));
  });
  const rowRows = await upsertOptions(tx, rows);
  return { optionRows, rowRows };
}

/** The options, items or grades of a question with their answer keys (ASG rows come after their options). */
function choicesOf(q: ContentQuestion): Choice[] {
  switch (q.type) {
    case 'OCA':
    case 'MCA':
      return q.options.map((o, position) => ({ kind: 'option', key: o.key, position, text: o.text, correct: o.correct }));
    case 'DND':
      return q.items.map((o, position) => ({ kind: 'item', key: o.key, position, text: o.text, correctPosition: position }));
    case 'SCL':
      return q.grades.map((o, position) => ({
        kind: 'grade',
        key: o.key,
        position,
        text: o.text,
        point: gradePoint(q, position),
      }));
    case 'ASG':
      return q.options.map((o, position) => ({ kind: 'option', key: o.key, position, text: o.text }));
    case 'TXT':
      return [];
  }
}

async function upsertOptions(tx: Tx, choices: (Choice & { questionId: number })[]) {
  if (choices.length === 0) return [];
  return tx
    .insert(questionOptions)
    .values(
      choices.map((c) => ({
        questionId: c.questionId,
        kind: c.kind,
        key: c.key,
        position: c.position,
        text: c.text,
        correct: c.correct ?? false,
        correctPosition: c.correctPosition ?? null,
        point: c.point ?? null,
        correctOptionId: c.correctOptionId ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [questionOptions.questionId, questionOptions.kind, questionOptions.key],
      set: {
        position: sql`excluded.position`,
        text: sql`excluded.text`,
        correct: sql`excluded.correct`,
        correctPosition: sql`excluded.correct_position`,
        point: sql`excluded.point`,
        correctOptionId: sql`excluded.correct_option_id`,
        deletedAt: sql`NULL`,
      },
    })
    .returning({
      id: questionOptions.id,
      questionId: questionOptions.questionId,
      kind: questionOptions.kind,
      key: questionOptions.key,
    });
}

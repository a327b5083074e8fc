import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StaffQuestion } from '../../../contract/api/staff';
import type { LanguageCode } from '../../../contract/languages';
import type { Executor } from '../../db/executor';
import { type OptionKind, questionOptions, type questions } from '../../db/schema';
import { findQuestion, staleLanguages } from './content-lookups';
import { attemptsAsking } from './question-versions';
import { fieldsFromLocalized } from './text-fields';

type Choice = typeof questionOptions.$inferSelect;

/** A question in the editor's form: its texts per language, its choices by kind, and what needs review. */
export async function staffQuestion(db: Executor, id: number): Promise<StaffQuestion> {
  const { q, topicId } = await findQuestion(db, id);
  const choices = await db
    .select()
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, id), isNull(questionOptions.deletedAt)))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  const questionUnit = `question.${id}.text`;
  const stale = await staleLanguages(db, [questionUnit, ...choices.map((c) => `option.${c.id}.text`)]);
  const asked = await attemptsAsking(db, id);
  return {
    id: q.id,
    type: q.type,
    ...fieldsFromLocalized(q.text),
    sub_topic: q.subTopicId,
    topic: topicId,
    evaluated: q.evaluated,
    order: q.position,
    can_be_none: q.canBeNone,
    ...choiceFields(q, choices, stale),
    needs_review: stale.get(questionUnit) ?? [],
    version: q.version,
    completed_answers: asked.completed,
    open_answers: asked.open,
  };
}

/** The form's grades, options, items and rows. */
function choiceFields(
  q: typeof questions.$inferSelect,
  choices: Choice[],
  stale: Map<string, LanguageCode[]>,
): Pick<StaffQuestion, 'grades' | 'options' | 'items' | 'rows'> {
  const ofKind = (kind: OptionKind) => choices.filter((c) => c.kind === kind);
  const staleOf = (c: Choice) => stale.get(`option.${c.id}.text`) ?? [];
  const options = ofKind('option');
  return {
    grades: ofKind('grade').map((g, index) => ({
      id: g.id,
      point: g.point ?? index,
      ...fieldsFromLocalized(g.text),
      needs_review: staleOf(g),
    })),
    options: options.map((o) => ({
      id: o.id,
      ...fieldsFromLocalized(o.text),
      ...(q.type === 'ASG' ? {} : { correct: o.correct }),
      needs_review: staleOf(o),
    })),
    items: ofKind('item')
      .sort((x, y) => (x.correctPosition ?? x.position) - (y.correctPosition ?? y.position))
      .map((i) => ({ id: i.id, ...fieldsFromLocalized(i.text), needs_review: staleOf(i) })),
    rows: ofKind('row').map((r) => ({
      id: r.id,
      ...fieldsFromLocalized(r.text),
      needs_review: staleOf(r),
      correct_option: Math.max(
        0,
        options.findIndex((o) => o.id === r.correctOptionId),
      ),
    })),
  };
}

import { and, arrayContains, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { QuestionInputData } from '../../../contract/api/staff';
import type { Executor } from '../../db/executor';
import { questionOptions, questions, surveyAttempts, translationStates } from '../../db/schema';
import { keyedQuestionsById } from '../survey/keyed-questions';
import { newOptionOrder } from '../survey/respondent-questions';

/** The attempts that asked the question: completed ones, and unfinished ones still going (not abandoned). */
export async function attemptsAsking(x: Executor, questionId: number): Promise<{ completed: number; open: number }> {
  const [asking] = await x
    .select({
      completed: count(surveyAttempts.completedAt),
      open: sql<number>`count(*) FILTER (WHERE ${surveyAttempts.completedAt} IS NULL AND ${surveyAttempts.abandonedAt} IS NULL)`.mapWith(
        Number,
      ),
    })
    .from(surveyAttempts)
    .where(arrayContains(surveyAttempts.questionIds, [questionId]));
  return { completed: asking?.completed ?? 0, open: asking?.open ?? 0 };
}

/** The input with each choice's id read through `ids` (old choice → its copy in the new version). */
export function withCopiedChoices(input: QuestionInputData, ids: Map<number, number>): QuestionInputData {
  const read = <C extends { id?: number }>(list: C[]) => list.map((c) => (c.id ? { ...c, id: ids.get(c.id) } : c));
  return { ...input, grades: read(input.grades), options: read(input.options), items: read(input.items), rows: read(input.rows) };
}

/**
 * Freezes the question as it is (hidden from new attempts; its content key goes to the new row, which the
 * content files then update) and copies it, with its live choices, as the next version naming it. The copy
 * is then edited in place like any question, so the text history and "needs review" follow the edit.
 * Returns the copy's id and version, and each old choice's copy.
 */
export async function copyAsNextVersion(tx: Executor, old: typeof questions.$inferSelect, now: Date) {
  await tx.update(questions).set({ deletedAt: now, updatedAt: now, key: null }).where(eq(questions.id, old.id));
  const { id: _id, deletedAt: _deleted, ...kept } = old;
  const version = old.version + 1;
  const [row] = await tx
    .insert(questions)
    .values({ ...kept, version, replacesId: old.id, createdAt: now, updatedAt: now })
    .returning({ id: questions.id });
  const choiceIds = new Map<number, number>();
  const choices = await tx
    .select()
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, old.id), isNull(questionOptions.deletedAt)));
  for (const { id: choiceId, questionId: _q, ...choice } of choices) {
    const [copy] = await tx
      .insert(questionOptions)
      .values({ ...choice, questionId: row!.id, correctOptionId: null })
      .returning({ id: questionOptions.id });
    choiceIds.set(choiceId, copy!.id);
  }
  const units = new Map([[`question.${old.id}.text`, `question.${row!.id}.text`]]);
  for (const [from, to] of choiceIds) units.set(`option.${from}.text`, `option.${to}.text`);
  await carryReviewStates(tx, units);
  return { id: row!.id, version, choiceIds };
}

/**
 * The translations marked "needs review" stay so in the new version: each state of an old text is copied to
 * the text that takes its place (`units`: old unit id → new unit id).
 */
async function carryReviewStates(tx: Executor, units: Map<string, string>) {
  if (units.size === 0) return;
  const states = await tx
    .select()
    .from(translationStates)
    .where(inArray(translationStates.unitId, [...units.keys()]));
  if (states.length === 0) return;
  await tx
    .insert(translationStates)
    .values(states.map((s) => ({ ...s, unitId: units.get(s.unitId)! })))
    .onConflictDoUpdate({
      target: [translationStates.unitId, translationStates.language],
      set: { state: sql`excluded.state` },
    });
}

/**
 * The unfinished attempts that ask the old version ask the new one instead, in its place, with their own
 * shuffled order of its choices; their answer to the old version goes (it named the old choices), so the
 * respondent answers the changed question again. Completed attempts are not touched.
 */
export async function moveOpenAttempts(tx: Executor, oldId: number, newId: number) {
  const open = await tx
    .select({
      id: surveyAttempts.id,
      questionIds: surveyAttempts.questionIds,
      optionOrder: surveyAttempts.optionOrder,
      answers: surveyAttempts.answers,
    })
    .from(surveyAttempts)
    .where(
      and(
        arrayContains(surveyAttempts.questionIds, [oldId]),
        isNull(surveyAttempts.completedAt),
        isNull(surveyAttempts.abandonedAt),
      ),
    );
  if (open.length === 0) return;
  const [question] = await keyedQuestionsById(tx, [newId], 'none');
  for (const attempt of open) {
    const { [String(oldId)]: _order, ...optionOrder } = attempt.optionOrder;
    const { [String(oldId)]: _answer, ...answers } = attempt.answers;
    await tx
      .update(surveyAttempts)
      .set({
        questionIds: attempt.questionIds.map((id) => (id === oldId ? newId : id)),
        optionOrder: { ...optionOrder, ...newOptionOrder([question!]) },
        answers,
      })
      .where(eq(surveyAttempts.id, attempt.id));
  }
}

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ChoiceInput, QuestionInputData, TextFields } from '../../../contract/api/staff';
import type { LocalizedText } from '../../../contract/content';
import { type OptionKind, questionOptions } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { localizedFromFields } from './text-fields';

type ChoiceValues = Partial<typeof questionOptions.$inferInsert> & { position: number; text: LocalizedText };

/** Makes the question's live choices of `kind` exactly `list` (by id where given); returns their ids in order. */
async function syncKind(
  tx: Executor,
  questionId: number,
  kind: OptionKind,
  list: readonly ChoiceInput[],
  valuesOf: (entry: ChoiceInput, index: number) => ChoiceValues,
  now: Date,
): Promise<number[]> {
  const existing = await tx
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, questionId), eq(questionOptions.kind, kind), isNull(questionOptions.deletedAt)));
  const known = new Set(existing.map((c) => c.id));
  const kept = new Set<number>();
  for (const entry of list) if (entry.id && known.has(entry.id)) kept.add(entry.id);
  const removed = existing.filter((c) => !kept.has(c.id)).map((c) => c.id);
  if (removed.length) await tx.update(questionOptions).set({ deletedAt: now }).where(inArray(questionOptions.id, removed));
  const ids: number[] = [];
  const used = new Set<number>();
  for (const [index, entry] of list.entries()) {
    const values = valuesOf(entry, index);
    if (entry.id && kept.has(entry.id) && !used.has(entry.id)) {
      used.add(entry.id);
      await tx.update(questionOptions).set(values).where(eq(questionOptions.id, entry.id));
      ids.push(entry.id);
    } else {
      const [row] = await tx
        .insert(questionOptions)
        .values({ questionId, kind, ...values })
        .returning({ id: questionOptions.id });
      ids.push(row!.id);
    }
  }
  return ids;
}

/** Whether the question's live grades score downwards in the order shown (a reversed statement). */
async function scoredDownwards(tx: Executor, questionId: number): Promise<boolean> {
  const grades = await tx
    .select({ point: questionOptions.point })
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, questionId), eq(questionOptions.kind, 'grade'), isNull(questionOptions.deletedAt)))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  return grades.length > 1 && (grades[0]!.point ?? 0) > (grades.at(-1)!.point ?? 0);
}

/** The choices of the question's type (docs/product/choices.md, content model), with their answer keys. */
export async function syncChoices(tx: Executor, questionId: number, input: QuestionInputData, now: Date) {
  const text = (entry: ChoiceInput) => localizedFromFields(entry as Partial<TextFields>);
  switch (input.type) {
    case 'SCL': {
      // A reversed statement (content files) stays scored downwards when staff correct it.
      const downwards = await scoredDownwards(tx, questionId);
      const last = input.grades.length - 1;
      const point = (i: number) => (downwards ? last - i : i);
      await syncKind(tx, questionId, 'grade', input.grades, (g, i) => ({ position: i, point: point(i), text: text(g) }), now);
      return;
    }
    case 'OCA':
    case 'MCA':
      await syncKind(
        tx,
        questionId,
        'option',
        input.options,
        (o, i) => ({ position: i, correct: !!o.correct, text: text(o) }),
        now,
      );
      return;
    case 'DND':
      await syncKind(tx, questionId, 'item', input.items, (o, i) => ({ position: i, correctPosition: i, text: text(o) }), now);
      return;
    case 'ASG': {
      const optionIds = await syncKind(tx, questionId, 'option', input.options, (o, i) => ({ position: i, text: text(o) }), now);
      await syncKind(
        tx,
        questionId,
        'row',
        input.rows,
        (r, i) => ({ position: i, text: text(r), correctOptionId: optionIds[r.correct_option ?? 0] ?? null }),
        now,
      );
      return;
    }
    case 'TXT':
      return;
  }
}

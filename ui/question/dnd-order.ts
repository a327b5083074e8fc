import type { DndQuestion } from '../../contract/questions';

/**
 * The order to show: the saved answer when there is one, else the order the items arrived in (already
 * shuffled by the server). Ids the question no longer has are dropped and new ones appended, so an edited
 * question never shows a broken list.
 */
export function currentOrder(question: Pick<DndQuestion, 'dnd_options' | 'answered'>): number[] {
  const known = question.dnd_options.map((option) => option.id);
  const saved = question.answered.filter((id) => known.includes(id));
  return [...saved, ...known.filter((id) => !saved.includes(id))];
}

/** A copy of the list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

import { type Choice, type ChoiceList, newChoice, type QuestionValues } from './question-values';

/** The list with one more, empty, choice at its end. */
export const withChoiceAdded = (list: readonly Choice[]): Choice[] => [...list, newChoice()];

/** The list with the choice at `index` changed by `change`. */
export const withChoiceChanged = (list: readonly Choice[], index: number, change: Partial<Choice>): Choice[] =>
  list.map((choice, i) => (i === index ? { ...choice, ...change } : choice));

/** The choice at `index` one place up (delta -1) or down (+1); out of range changes nothing. */
export function withChoiceMoved(list: readonly Choice[], index: number, delta: -1 | 1): Choice[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * The values without the choice at `index` of `list`. A matching question's rows name their right option by
 * its place: a row whose option goes has none any more (the rules then ask for one), later places move up.
 */
export function withChoiceRemoved(values: QuestionValues, list: ChoiceList, index: number): Partial<QuestionValues> {
  const kept = values[list].filter((_, i) => i !== index);
  if (list !== 'options' || values.type !== 'ASG') return { [list]: kept };
  const rows = values.rows.map((row) => {
    const right = row.correct_option;
    if (right === undefined || right < index) return row;
    return { ...row, correct_option: right === index ? undefined : right - 1 };
  });
  return { options: kept, rows };
}

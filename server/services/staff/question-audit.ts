import type { FieldChange } from '../../../contract/api/audit-details';
import type { Executor } from '../../db/executor';
import { staffQuestion } from './question-form';

type Snapshot = Record<string, unknown>;

/** The question as its editor's form holds it, without what the audit entry names apart or what is derived. */
export async function questionSnapshot(x: Executor, id: number): Promise<Snapshot> {
  const {
    id: _id,
    type: _type,
    topic: _topic,
    needs_review: _review,
    version: _version,
    completed_answers: _completed,
    open_answers: _open,
    grades,
    options,
    items,
    rows,
    ...fields
  } = await staffQuestion(x, id);
  const withoutReview = <C extends { needs_review: unknown }>(list: C[]) =>
    list.map(({ needs_review: _stale, ...choice }) => choice);
  return {
    ...fields,
    grades: withoutReview(grades),
    options: withoutReview(options),
    items: withoutReview(items),
    rows: withoutReview(rows),
  };
}

/** An empty text or list is no value: a language never written and one removed read the same. */
const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Every field whose value differs, with its value before and after (empty values left out). */
export function fieldChanges(before: Snapshot, after: Snapshot): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, is] = [before[key], after[key]];
    if (JSON.stringify(was) === JSON.stringify(is) || (isEmpty(was) && isEmpty(is))) continue;
    changes[key] = { ...(isEmpty(was) ? {} : { before: was }), ...(isEmpty(is) ? {} : { after: is }) };
  }
  return changes;
}

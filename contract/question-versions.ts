import type { QuestionType } from './questions';

/** A choice as the editor and the staff API hold it; only what scores or names an answer matters here. */
interface KeyedEntry {
  id?: number;
  correct?: boolean;
  correct_option?: number;
}

/** A question in the editor's shape (the staff API's form, the save's body or the editor's values). */
export interface VersionedQuestion {
  type: QuestionType;
  evaluated: boolean;
  can_be_none: boolean;
  grades: readonly KeyedEntry[];
  options: readonly KeyedEntry[];
  items: readonly KeyedEntry[];
  rows: readonly KeyedEntry[];
}

const idOf = (entry: KeyedEntry | undefined, index: number) => (entry?.id ? String(entry.id) : `new${index}`);
const ids = (list: readonly KeyedEntry[]) => list.map(idOf);

/**
 * What an answer to the question means and how it scores (docs/content.md "Versions of a question"): the
 * type, whether it is evaluated, which choices there are and in which order (an answer names them by id; a
 * scale's points and an ordering's right order follow that order), and the answer keys. Texts are left out:
 * correcting a typo changes no answer.
 */
export function answerKey(q: VersionedQuestion): string {
  const lists: Record<string, unknown> = {};
  switch (q.type) {
    case 'SCL':
      lists.grades = ids(q.grades);
      break;
    case 'OCA':
    case 'MCA':
      lists.options = q.options.map((o, i) => `${idOf(o, i)}:${o.correct ? 1 : 0}`);
      if (q.type === 'MCA') lists.none = q.can_be_none;
      break;
    case 'DND':
      lists.items = ids(q.items);
      break;
    case 'ASG':
      lists.options = ids(q.options);
      lists.rows = q.rows.map((r, i) => {
        const right = r.correct_option;
        return `${idOf(r, i)}>${right === undefined ? '' : idOf(q.options[right], right)}`;
      });
      break;
    case 'TXT':
      break;
  }
  return JSON.stringify({ type: q.type, evaluated: q.type !== 'TXT' && q.evaluated, ...lists });
}

/** Whether saving `after` over `before` changes what answers mean or how they score. */
export const changesMeaning = (before: VersionedQuestion, after: VersionedQuestion) => answerKey(before) !== answerKey(after);

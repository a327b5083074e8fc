import { limits } from '../../../contract/limits';
import { noneOptionId } from '../../../contract/question-rules';
import { choicesOfKind, type KeyedQuestion } from './question-keys';

const decimal = /^[0-9]{1,10}$/;
const idOf = (value: unknown) => (typeof value === 'string' && decimal.test(value) ? Number(value) : value);

/**
 * The answer with its ids as numbers: clients written to docs/product/api.md may send an option, grade, item or row id as a text
 * of decimal digits ("3"), as they may every id (docs/decisions/api-clients-and-openapi.md). A TXT answer stays the text it is.
 */
export function answerWithNumberIds(question: KeyedQuestion, answered: unknown): unknown {
  if (question.type === 'TXT') return answered;
  if (Array.isArray(answered)) return answered.map(idOf);
  if (answered && typeof answered === 'object') {
    return Object.fromEntries(Object.entries(answered).map(([row, option]) => [row, idOf(option)]));
  }
  return idOf(answered);
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Whether a submitted answer fits its question: options of this question only, a DND order that is
 * a permutation of its items, ASG rows and options of this question, a TXT within 1024 characters. The
 * "no answer yet" value of each type fits too. Returns null when it fits, else why not (for the log).
 */
export function answerProblem(question: KeyedQuestion, answered: unknown): string | null {
  const ids = (kind: 'option' | 'item' | 'grade' | 'row') => new Set(choicesOfKind(question, kind).map((c) => c.id));
  switch (question.type) {
    case 'OCA':
    case 'SCL': {
      if (!isId(answered)) return 'not an option id';
      return answered === noneOptionId || ids(question.type === 'OCA' ? 'option' : 'grade').has(answered)
        ? null
        : 'not an option of this question';
    }
    case 'MCA': {
      if (!Array.isArray(answered) || !answered.every(isId)) return 'not a list of option ids';
      if (new Set(answered).size !== answered.length) return 'an option chosen twice';
      if (answered.includes(noneOptionId)) {
        return question.canBeNone && answered.length === 1 ? null : '"none" is not offered or not alone';
      }
      const options = ids('option');
      return answered.every((id) => options.has(id)) ? null : 'not an option of this question';
    }
    case 'TXT':
      if (typeof answered !== 'string') return 'not a text';
      return answered.length > limits.textAnswerMax ? 'longer than 1024 characters' : null;
    case 'DND': {
      if (!Array.isArray(answered) || !answered.every(isId)) return 'not a list of item ids';
      if (answered.length === 0) return null;
      const items = ids('item');
      const same =
        answered.length === items.size && new Set(answered).size === answered.length && answered.every((id) => items.has(id));
      return same ? null : 'not an order of this question’s items';
    }
    case 'ASG': {
      if (!answered || typeof answered !== 'object' || Array.isArray(answered)) return 'not a map of rows to options';
      const rows = ids('row');
      const options = ids('option');
      for (const [row, option] of Object.entries(answered as Record<string, unknown>)) {
        if (!rows.has(Number(row)) || String(Number(row)) !== row) return 'not a row of this question';
        if (!isId(option) || (option !== noneOptionId && !options.has(option))) return 'not an option of this question';
      }
      return null;
    }
  }
}

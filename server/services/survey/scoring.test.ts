import { describe, expect, it } from 'vitest';
import type { OptionKind } from '../../db/schema';
import type { KeyedChoice, KeyedQuestion } from './question-keys';
import { levelOf, questionShare, scoreAttempt } from './scoring';

/** Scoring of docs/product/choices.md, tested on its own. */
let nextId = 100;
function choice(kind: OptionKind, fields: Partial<KeyedChoice> = {}): KeyedChoice {
  const id = nextId++;
  return {
    id,
    kind,
    position: id,
    text: { en: `c${id}` },
    correct: false,
    correctPosition: null,
    point: null,
    correctOptionId: null,
    ...fields,
  };
}
function question(type: KeyedQuestion['type'], choices: KeyedChoice[], fields: Partial<KeyedQuestion> = {}): KeyedQuestion {
  return {
    id: nextId++,
    type,
    text: { en: 'q' },
    evaluated: true,
    canBeNone: false,
    images: [],
    subTopicId: 1,
    subTopicName: { en: 's' },
    deleted: false,
    choices,
    ...fields,
  };
}

describe('questionShare', () => {
  it('OCA: 1 for the right option, 0 for another or none', () => {
    const right = choice('option', { correct: true });
    const wrong = choice('option');
    const q = question('OCA', [right, wrong]);
    expect(questionShare(q, right.id)).toBe(1);
    expect(questionShare(q, wrong.id)).toBe(0);
    expect(questionShare(q, 0)).toBe(0);
  });

  it('MCA: the share of options chosen as they should be; "none" is right for the options that are not correct', () => {
    const [a, b, c, d] = [
      choice('option', { correct: true }),
      choice('option', { correct: true }),
      choice('option'),
      choice('option'),
    ];
    const q = question('MCA', [a!, b!, c!, d!], { canBeNone: true });
    expect(questionShare(q, [a!.id, b!.id])).toBe(1);
    expect(questionShare(q, [a!.id])).toBe(0.75);
    expect(questionShare(q, [a!.id, c!.id])).toBe(0.5);
    expect(questionShare(q, [0])).toBe(0.5);
    expect(questionShare(q, 'not a list')).toBe(0.5);
    expect(questionShare(question('MCA', []), [1])).toBe(0);
  });

  it('DND: the share of items in their right place', () => {
    const items = [0, 1, 2, 3].map((position) => choice('item', { correctPosition: position }));
    const q = question('DND', items);
    const ids = items.map((i) => i.id);
    expect(questionShare(q, ids)).toBe(1);
    expect(questionShare(q, [ids[0], ids[1], ids[3], ids[2]])).toBe(0.5);
    expect(questionShare(q, [...ids].reverse())).toBe(0);
    expect(questionShare(q, [])).toBe(0);
    expect(questionShare(q, 'x')).toBe(0);
  });

  it('ASG: the share of rows given their right option; rows left empty count as wrong', () => {
    const [o1, o2] = [choice('option'), choice('option')];
    const rows = [choice('row', { correctOptionId: o1!.id }), choice('row', { correctOptionId: o2!.id })];
    const q = question('ASG', [o1!, o2!, ...rows]);
    expect(questionShare(q, { [rows[0]!.id]: o1!.id, [rows[1]!.id]: o2!.id })).toBe(1);
    expect(questionShare(q, { [rows[0]!.id]: o1!.id, [rows[1]!.id]: 0 })).toBe(0.5);
    expect(questionShare(q, {})).toBe(0);
    expect(questionShare(q, null)).toBe(0);
  });

  it('SCL: the grade’s point over the top point, reversed scales included', () => {
    const grades = [0, 1, 2, 3, 4].map((point) => choice('grade', { point }));
    const q = question('SCL', grades);
    expect(questionShare(q, grades[4]!.id)).toBe(1);
    expect(questionShare(q, grades[2]!.id)).toBe(0.5);
    expect(questionShare(q, grades[0]!.id)).toBe(0);
    const reversed = [4, 3, 2, 1, 0].map((point) => choice('grade', { point }));
    expect(questionShare(question('SCL', reversed), reversed[0]!.id)).toBe(1);
    const flat = [choice('grade', { point: 0 }), choice('grade', { point: 0 })];
    expect(questionShare(question('SCL', flat), flat[0]!.id)).toBe(0);
  });

  it('TXT scores nothing', () => {
    expect(questionShare(question('TXT', []), 'anything')).toBe(0);
  });
});

describe('levelOf', () => {
  it.each([
    [0, 3, 3, 1],
    [1, 3, 3, 1],
    [1.01, 3, 3, 2],
    [2, 3, 3, 2],
    [2.5, 3, 3, 3],
    [3, 3, 3, 3],
    [0.1 + 0.2, 0.9, 3, 1],
    [5, 0, 3, 1],
    [1, 1, 0, 1],
  ])('%s of %s with %s levels is level %s', (actual, total, levels, expected) => {
    expect(levelOf(actual, total, levels)).toBe(expected);
  });
});

describe('scoreAttempt', () => {
  it('sums shares per sub-topic, in the order the questions came, skipping TXT, unevaluated and unanswered questions', () => {
    const right = choice('option', { correct: true });
    const first = question('OCA', [right, choice('option')], { subTopicId: 7 });
    const second = question('OCA', [right], { subTopicId: 3 });
    const unanswered = question('OCA', [choice('option', { correct: true })], { subTopicId: 7 });
    const text = question('TXT', [], { subTopicId: 7 });
    const notEvaluated = question('OCA', [right], { subTopicId: 7, evaluated: false });
    const results = scoreAttempt(
      [first, second, unanswered, text, notEvaluated],
      { [first.id]: { answered: right.id }, [second.id]: { answered: 0 }, [text.id]: { answered: 'words' } },
      (subTopic) => (subTopic === 7 ? 3 : 4),
    );
    expect(results).toEqual([
      { sub_topic_id: 7, actual_points: 1, total_points: 2, level: 2, levels: 3 },
      { sub_topic_id: 3, actual_points: 0, total_points: 1, level: 1, levels: 4 },
    ]);
  });

  it('rounds the actual points to six decimals', () => {
    const items = [0, 1, 2].map((position) => choice('item', { correctPosition: position }));
    const q = question('DND', items);
    const [result] = scoreAttempt([q], { [q.id]: { answered: [items[0]!.id, items[2]!.id, items[1]!.id] } }, () => 3);
    expect(result!.actual_points).toBe(0.333333);
  });
});

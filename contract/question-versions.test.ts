import { describe, expect, it } from 'vitest';
import { changesMeaning, type VersionedQuestion } from './question-versions';

const matching: VersionedQuestion = {
  type: 'ASG',
  evaluated: true,
  can_be_none: false,
  grades: [],
  options: [{ id: 1 }, { id: 2 }, { id: 3 }],
  items: [],
  rows: [
    { id: 4, correct_option: 0 },
    { id: 5, correct_option: 1 },
  ],
};
const single: VersionedQuestion = { ...matching, type: 'OCA', rows: [], options: [{ id: 1, correct: true }, { id: 2 }] };
const scale: VersionedQuestion = { ...matching, type: 'SCL', options: [], rows: [], grades: [{ id: 7 }, { id: 8 }, { id: 9 }] };

describe('given a question already answered', () => {
  it('sees no new meaning in the same choices and keys (a text correction)', () => {
    expect(changesMeaning(matching, { ...matching, rows: matching.rows.map((r) => ({ ...r })) })).toBe(false);
    expect(
      changesMeaning(single, {
        ...single,
        options: [
          { id: 1, correct: true },
          { id: 2, correct: false },
        ],
      }),
    ).toBe(false);
    // A free-text question is never evaluated, whatever the flag says.
    expect(changesMeaning({ ...matching, type: 'TXT' }, { ...matching, type: 'TXT', evaluated: false })).toBe(false);
  });

  it('sees a new meaning in another pair, an added or removed option, another right answer or evaluation', () => {
    expect(changesMeaning(matching, { ...matching, rows: [{ id: 4, correct_option: 2 }, matching.rows[1]!] })).toBe(true);
    expect(changesMeaning(matching, { ...matching, options: [...matching.options, {}] })).toBe(true);
    expect(changesMeaning(single, { ...single, options: [{ id: 1 }, { id: 2, correct: true }] })).toBe(true);
    expect(changesMeaning(single, { ...single, options: [single.options[0]!] })).toBe(true);
    expect(changesMeaning(single, { ...single, evaluated: false })).toBe(true);
    expect(changesMeaning({ ...single, type: 'MCA' }, { ...single, type: 'MCA', can_be_none: true })).toBe(true);
  });

  it('sees a new meaning in reordered grades (their points follow their order) and a reordered ordering', () => {
    expect(changesMeaning(scale, { ...scale, grades: [...scale.grades].reverse() })).toBe(true);
    const ordering: VersionedQuestion = { ...scale, type: 'DND', grades: [], items: [{ id: 1 }, { id: 2 }, { id: 3 }] };
    expect(changesMeaning(ordering, { ...ordering, items: [{ id: 2 }, { id: 1 }, { id: 3 }] })).toBe(true);
  });

  it("names a matching row's right option by the option itself, so reordered options are a new meaning", () => {
    const before = { ...matching, rows: [{ id: 5, correct_option: 1 }] };
    // Option 2 is still row 5's right option, at another place among options in another order.
    expect(
      changesMeaning(before, { ...before, options: [{ id: 2 }, { id: 3 }, { id: 1 }], rows: [{ id: 5, correct_option: 0 }] }),
    ).toBe(true);
    expect(changesMeaning(before, { ...before, rows: [{ id: 5, correct_option: 1 }] })).toBe(false);
  });
});

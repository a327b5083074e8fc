import { describe, expect, it } from 'vitest';
import { exportTexts } from '../export-texts';
import { codeAnswer } from './code-answer';
import { questionFields } from './question-fields';
import { researchCell } from './research-csv';
import type { CodedChoice, PackageQuestion } from './structure';

const t = exportTexts('en');
const label = (en: string) => ({ text: en, en });
let nextId = 100;
function choice(kind: CodedChoice['kind'], code: number, extra: Partial<CodedChoice> = {}): CodedChoice {
  return {
    id: nextId++,
    kind,
    position: code,
    text: { en: `${kind} ${code}` },
    correct: false,
    correctPosition: null,
    point: null,
    correctOptionId: null,
    key: null,
    code,
    label: label(`${kind} ${code}`),
    deleted: false,
    ...extra,
  };
}
function question(type: PackageQuestion['type'], coded: CodedChoice[], extra: Partial<PackageQuestion> = {}): PackageQuestion {
  return {
    id: 12,
    key: 'k',
    type,
    text: { en: 'Q' },
    label: label('Q'),
    evaluated: type !== 'TXT',
    canBeNone: false,
    images: [],
    subTopicId: 1,
    subTopicName: { en: 'S' },
    topicId: 1,
    deleted: false,
    coded,
    choices: coded.filter((c) => !c.deleted),
    version: 1,
    replacesId: null,
    ...extra,
  };
}
const answer = (answered: unknown) => ({
  answered,
  started_at: '2026-01-01T10:00:00.000Z',
  updated_at: ['2026-01-01T10:00:05.000Z', '2026-01-01T10:00:42.400Z'],
});
const names = (q: PackageQuestion) => questionFields(q, t).map((f) => f.name);

describe('given each question type', () => {
  it('codes SCL as the grade point and OCA as the option code', () => {
    const grades = [0, 1, 2].map((p) => choice('grade', p + 1, { point: p }));
    const scl = question('SCL', grades);
    expect(names(scl)).toEqual(['q12', 'q12_score']);
    expect(codeAnswer(scl, answer(grades[2]!.id), t)).toMatchObject({
      wide: { q12: 2, q12_score: 1 },
      code: '2',
      seconds: 42,
      changes: 2,
    });
    const options = [choice('option', 1), choice('option', 2, { correct: true })];
    expect(codeAnswer(question('OCA', options), answer(options[1]!.id), t)?.wide).toEqual({ q12: 2, q12_score: 1 });
  });

  it('codes MCA as a 0/1 column per option and one for "none"', () => {
    const options = [choice('option', 1, { correct: true }), choice('option', 2)];
    const mca = question('MCA', options, { canBeNone: true });
    expect(names(mca)).toEqual(['q12_o1', 'q12_o2', 'q12_none', 'q12_score']);
    expect(codeAnswer(mca, answer([0]), t)).toMatchObject({
      wide: { q12_o1: 0, q12_o2: 0, q12_none: 1, q12_score: 0.5 },
      code: 'none',
      label: t.none,
    });
  });

  it('codes DND as the rank given to each item, leaving items of a partial order empty', () => {
    const items = [1, 2, 3].map((n) => choice('item', n, { correctPosition: n - 1 }));
    const dnd = question('DND', items);
    expect(names(dnd)).toEqual(['q12_i1', 'q12_i2', 'q12_i3', 'q12_score']);
    expect(codeAnswer(dnd, answer([items[1]!.id, items[0]!.id]), t)?.wide).toEqual({
      q12_i1: 2,
      q12_i2: 1,
      q12_i3: null,
      q12_score: 0,
    });
  });

  it('codes ASG as the option chosen for each row, a row left empty as missing', () => {
    const x = choice('option', 1);
    const y = choice('option', 2);
    const rows = [choice('row', 1, { correctOptionId: x.id }), choice('row', 2, { correctOptionId: y.id })];
    const asg = question('ASG', [x, y, ...rows]);
    expect(names(asg)).toEqual(['q12_r1', 'q12_r2', 'q12_score']);
    expect(codeAnswer(asg, answer({ [rows[0]!.id]: x.id, [rows[1]!.id]: 0 }), t)).toMatchObject({
      wide: { q12_r1: 1, q12_r2: null, q12_score: 0.5 },
      code: '1:1 2:',
    });
  });

  it('keeps a deleted question and a deleted option of a past attempt, marked in the schema', () => {
    const gone = choice('option', 1, { deleted: true });
    const kept = choice('option', 2, { correct: true });
    const oca = question('OCA', [gone, kept], { deleted: true });
    const [field] = questionFields(oca, t);
    expect(field!.description).toBe('Q (deleted)');
    expect(field!.categories).toEqual([
      { value: 1, label: 'option 1 (deleted)' },
      { value: 2, label: 'option 2' },
    ]);
    expect(codeAnswer(oca, answer(gone.id), t)).toMatchObject({ wide: { q12: 1, q12_score: 0 }, label: 'option 1' });
  });

  it('writes a TXT answer with a formula, line breaks, quotes, Cyrillic and emoji intact but neutralised', () => {
    const text = '=HYPERLINK("x") a,b\nнов ред 👋';
    const coded = codeAnswer(question('TXT', []), { ...answer(text), pasted: true }, t)!;
    expect(coded).toMatchObject({ wide: { q12: text }, score: null, pasted: true });
    expect(researchCell(text, 'q12')).toBe(`"'=HYPERLINK(""x"") a,b\nнов ред 👋"`);
    expect(researchCell(text, 'q12', { oneLine: true })).toBe(`"'=HYPERLINK(""x"") a,b нов ред 👋"`);
  });
});

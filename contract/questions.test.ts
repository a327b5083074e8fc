import { describe, expect, it } from 'vitest';
import { appendTimestamp, applyMcaToggle, isQuestionCompleted, isTextAnswerTooLong, pasteFlag } from './question-rules';
import { type Question, type QuestionInput, questionSchema } from './questions';

const base = { id: 7, text: 'Question', sub_topic: { name: 'Safety' } };
type Input = QuestionInput extends infer T
  ? T extends unknown
    ? Omit<T, keyof typeof base> & Partial<typeof base>
    : never
  : never;
const parse = (q: Input): Question => questionSchema.parse({ ...base, ...q });

const oca = (answered?: number) => parse({ type: 'OCA', oca_options: [{ id: 1, text: 'A' }], answered });
const scl = (answered?: number) => parse({ type: 'SCL', scl_options: [{ id: 3, text: 'Agree', point: 1 }], answered });
const mca = (answered?: number[]) => parse({ type: 'MCA', mca_options: [{ id: 1, text: 'A' }], can_be_none: true, answered });
const dnd = (answered?: number[]) => parse({ type: 'DND', dnd_options: [{ id: 1, text: 'A' }], answered });
const txt = (answered?: string) => parse({ type: 'TXT', answered });
const asg = (answered?: Record<string, number>) =>
  parse({
    type: 'ASG',
    asg_questions: [
      { id: 11, text: 'Row one' },
      { id: 12, text: 'Row two' },
    ],
    asg_options: [{ id: 5, text: 'Choice' }],
    answered,
  });

describe('questionSchema', () => {
  it('fills the defaults a fresh question starts with', () => {
    const q = txt();
    expect(q).toMatchObject({ answered: '', pasted: false, images: [], updated_at: [], started_at: null });
  });

  it('accepts images as URLs or as URLs with alternative text', () => {
    const q = parse({ type: 'OCA', oca_options: [], images: ['/a.webp', { url: '/b.webp', alt: 'A laptop' }] });
    expect(q.images).toHaveLength(2);
  });

  it('refuses an unknown type and more than 99 update times', () => {
    expect(questionSchema.safeParse({ ...base, type: 'XYZ' }).success).toBe(false);
    const stamps = Array.from({ length: 100 }, () => '2025-01-01T00:00:00.000Z');
    expect(questionSchema.safeParse({ ...base, type: 'TXT', updated_at: stamps }).success).toBe(false);
  });

  it('keeps ASG answers as a map from row id to option id', () => {
    expect((asg({ '11': 5 }) as Extract<Question, { type: 'ASG' }>).answered).toEqual({ '11': 5 });
  });
});

describe('isQuestionCompleted', () => {
  it.each([
    ['OCA with no option', oca(0), false],
    ['OCA with an option', oca(1), true],
    ['SCL with no grade', scl(), false],
    ['SCL with a grade', scl(3), true],
    ['MCA with nothing chosen', mca([]), false],
    ['MCA with "none of the above"', mca([0]), true],
    ['MCA with options', mca([1]), true],
    ['DND never ordered', dnd([]), false],
    ['DND ordered', dnd([1]), true],
    ['TXT empty', txt(''), false],
    ['TXT of spaces only', txt('   '), false],
    ['TXT written', txt('I use e-mail'), true],
    ['TXT of exactly 1024 characters', txt('x'.repeat(1024)), true],
    ['TXT over the 1024-character limit', txt('x'.repeat(1025)), false],
    ['ASG with no rows answered', asg({}), false],
    ['ASG with one row of two', asg({ '11': 5 }), false],
    ['ASG with a row set to 0', asg({ '11': 5, '12': 0 }), false],
    ['ASG with every row answered', asg({ '11': 5, '12': 5 }), true],
  ])('given %s, says %s', (_label, question, expected) => {
    expect(isQuestionCompleted(question)).toBe(expected);
  });
});

describe('applyMcaToggle', () => {
  it('adds an option that was not chosen', () => {
    expect(applyMcaToggle([1], 2)).toEqual([1, 2]);
  });
  it('removes an option chosen again (toggle off)', () => {
    expect(applyMcaToggle([1, 2], 1)).toEqual([2]);
  });
  it('makes "none" (0) replace every other choice', () => {
    expect(applyMcaToggle([1, 2], 0)).toEqual([0]);
  });
  it('removes "none" when another option is chosen', () => {
    expect(applyMcaToggle([0], 3)).toEqual([3]);
  });
  it('toggles "none" off when chosen again', () => {
    expect(applyMcaToggle([0], 0)).toEqual([]);
  });
  it('does not change the list it was given', () => {
    const current = [1];
    applyMcaToggle(current, 2);
    expect(current).toEqual([1]);
  });
});

describe('pasteFlag', () => {
  it('is not set when nothing was pasted', () => {
    expect(pasteFlag(10, 0)).toBe(false);
  });
  it.each([
    [100, 100, true],
    [90, 100, true],
    [110, 100, true],
    [89, 100, false],
    [111, 100, false],
    [27, 30, true],
    [33, 30, true],
    [26, 30, false],
  ])('given %i characters after pasting %i, is %s', (current, pasted, expected) => {
    expect(pasteFlag(current, pasted)).toBe(expected);
  });
});

describe('appendTimestamp', () => {
  it('appends the time as an ISO string', () => {
    expect(appendTimestamp(['2025-01-01T00:00:00.000Z'], new Date('2025-02-03T04:05:06.000Z'))).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2025-02-03T04:05:06.000Z',
    ]);
  });
  it('keeps at most 99, dropping the oldest', () => {
    const list = Array.from({ length: 99 }, (_, i) => `t${i}`);
    const next = appendTimestamp(list, 'latest');
    expect(next).toHaveLength(99);
    expect(next[0]).toBe('t1');
    expect(next.at(-1)).toBe('latest');
  });
});

describe('isTextAnswerTooLong', () => {
  it('allows 1024 characters and refuses 1025', () => {
    expect(isTextAnswerTooLong('a'.repeat(1024))).toBe(false);
    expect(isTextAnswerTooLong('a'.repeat(1025))).toBe(true);
  });
});

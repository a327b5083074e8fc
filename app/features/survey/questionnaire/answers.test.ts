import { describe, expect, it } from 'vitest';
import type { Question } from '../../../../contract/questions';
import { applyMcaToggle } from '../../../../contract/question-rules';
import {
  answeredCount,
  firstUnanswered,
  initialIndex,
  keepAnswers,
  openingIndex,
  toSubmitted,
  withAnswer,
  withStarted,
} from './answers';
import { sampleQuestions } from '../test-support/survey-fixtures';

const now = new Date('2026-03-01T12:00:00.000Z');
const [oca, mca, txt, dnd, scl, asg] = sampleQuestions() as [Question, Question, Question, Question, Question, Question];

describe('withAnswer (docs/product/behaviour.md, answer rules)', () => {
  it('stores the answer, appends the update time and sets started_at when it was not set', () => {
    const next = withAnswer(oca, 12, now);
    expect(next).toMatchObject({ answered: 12, updated_at: [now.toISOString()], started_at: now.toISOString() });
  });

  it('keeps an earlier started_at and appends to earlier update times', () => {
    const earlier = { ...scl, started_at: '2026-01-01T00:00:00.000Z', updated_at: ['2026-01-01T00:01:00.000Z'] } as Question;
    const next = withAnswer(earlier, 52, now);
    expect(next.started_at).toBe('2026-01-01T00:00:00.000Z');
    expect(next.updated_at).toEqual(['2026-01-01T00:01:00.000Z', now.toISOString()]);
  });

  it('keeps at most 99 update times, dropping the oldest', () => {
    const many = {
      ...oca,
      updated_at: Array.from({ length: 99 }, (_, i) => `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`),
    };
    const next = withAnswer(many as Question, 11, now);
    expect(next.updated_at).toHaveLength(99);
    expect(next.updated_at.at(-1)).toBe(now.toISOString());
  });

  it('gives only a TXT answer a pasted flag', () => {
    expect(Object.keys(withAnswer(oca, 11, now))).not.toContain('pasted');
    expect(Object.keys(withAnswer(mca, [21], now))).not.toContain('pasted');
  });

  it('records the pasted flag of a TXT answer, false when none is given', () => {
    expect(withAnswer(txt, 'pasted text', now, { pasted: true })).toMatchObject({ answered: 'pasted text', pasted: true });
    expect(withAnswer(txt, 'typed', now)).toMatchObject({ pasted: false });
  });

  it('takes the MCA answer the renderer built with the exclusive "none" rule', () => {
    const picked = withAnswer(mca, applyMcaToggle([21, 22], 0), now);
    expect(picked.answered).toEqual([0]);
    expect(withAnswer(picked, applyMcaToggle([0], 21), now).answered).toEqual([21]);
  });

  it('stores DND and ASG answers as given', () => {
    expect(withAnswer(dnd, [42, 41], now).answered).toEqual([42, 41]);
    expect(withAnswer(asg, { '61': 65, '62': 66 }, now).answered).toEqual({ '61': 65, '62': 66 });
  });
});

describe('withStarted', () => {
  it('sets started_at on the first visit only', () => {
    const visited = withStarted(oca, now);
    expect(visited.started_at).toBe(now.toISOString());
    expect(withStarted(visited, new Date('2027-01-01T00:00:00Z')).started_at).toBe(now.toISOString());
  });
});

describe('initialIndex (docs/product/behaviour.md, on load)', () => {
  const questions = sampleQuestions();
  const answered = [withAnswer(questions[0]!, 11, now), withAnswer(questions[1]!, [21], now), ...questions.slice(2)];

  it('opens the question named by question-id', () => {
    expect(initialIndex(answered, 5)).toBe(4);
    // The first question too, answered or not.
    expect(initialIndex(answered, 1)).toBe(0);
  });
  it('counts the questions answered so far', () => {
    expect(answeredCount(answered)).toBe(2);
    expect(answeredCount(questions)).toBe(0);
  });
  it('falls back to the first unanswered question when question-id is missing or unknown', () => {
    expect(initialIndex(answered, null)).toBe(2);
    expect(initialIndex(answered, 999)).toBe(2);
  });
  it('falls back to the first question when every one is answered', () => {
    const all = sampleQuestions().map(
      (q) =>
        ({
          ...q,
          answered:
            q.type === 'TXT' ? 'x' : q.type === 'ASG' ? { '61': 65, '62': 65 } : q.type === 'MCA' || q.type === 'DND' ? [21] : 11,
        }) as Question,
    );
    expect(firstUnanswered(all)).toBe(-1);
    expect(initialIndex(all, null)).toBe(0);
    expect(answeredCount(all)).toBe(6);
  });
  it('reads question-id as the address has it (openingIndex): absent, a number, or text that is none', () => {
    expect(openingIndex(answered, '5')).toBe(4);
    expect(openingIndex(answered, null)).toBe(2);
    expect(openingIndex(answered, 'five')).toBe(2);
    expect(openingIndex(answered, '')).toBe(2);
  });
});

describe('toSubmitted', () => {
  it('sends answers and timing only, with the pasted flag for TXT', () => {
    const sent = toSubmitted([withAnswer(oca, 11, now), withAnswer(txt, 'hi', now, { pasted: true })]);
    expect(sent).toEqual([
      { id: 1, answered: 11, started_at: now.toISOString(), updated_at: [now.toISOString()] },
      { id: 3, answered: 'hi', started_at: now.toISOString(), updated_at: [now.toISOString()], pasted: true },
    ]);
    expect(JSON.stringify(sent)).not.toContain('One?');
    expect(Object.keys(sent[0]!)).not.toContain('pasted');
  });

  it('leaves out a text over the limit, so the server keeps the last saved one, and sends it once it fits', () => {
    const long = 'x'.repeat(1025);
    expect(toSubmitted([withAnswer(oca, 11, now), withAnswer(txt, long, now)]).map((q) => q.id)).toEqual([1]);
    expect(toSubmitted([withAnswer(txt, long.slice(1), now)])[0]?.answered).toBe(long.slice(1));
  });
});

describe('keepAnswers (after a language change)', () => {
  it("takes the new texts and keeps this device's answers and timing", () => {
    const mine = [withAnswer(oca, 12, now), withAnswer(txt, 'mine', now, { pasted: true })];
    const translated = [
      {
        ...oca,
        text: 'Eins?',
        oca_options: [
          { id: 11, text: 'A-de' },
          { id: 12, text: 'B-de' },
        ],
      },
      { ...txt, text: 'Sag?' },
      { ...scl, text: 'Zustimmen?' },
    ] as Question[];
    const kept = keepAnswers(translated, mine);
    expect(kept[0]).toMatchObject({ text: 'Eins?', answered: 12, updated_at: [now.toISOString()] });
    expect(kept[1]).toMatchObject({ text: 'Sag?', answered: 'mine', pasted: true });
    expect(kept[2]).toMatchObject({ text: 'Zustimmen?', answered: 0 });
    expect(Object.keys(kept[0]!)).not.toContain('pasted');
  });

  it('keeps no answer for a question whose type changed meanwhile (its answer would not fit)', () => {
    const mine = [withAnswer(oca, 12, now)];
    const changed = { ...mca, id: oca.id, text: 'Mehrere?' } as Question;
    expect(keepAnswers([changed], mine)).toEqual([changed]);
  });
});

import { describe, expect, it } from 'vitest';
import { protectCount, protectPartition, protectStatistic } from './small-groups';

/** The small-group rules of docs/insights.md, with k = 5. */
const k = 5;
const counts = (...values: number[]) => values.map((value) => ({ value, people: value }));

describe('a count', () => {
  it('is hidden under k respondents, shown from k, and 0 is shown', () => {
    expect([4, 5, 0].map((value) => protectCount({ value, people: value }, k))).toEqual([null, 5, 0]);
  });

  it('rests on the people behind it, not on the events: 9 attempts of 3 people are hidden', () => {
    expect(protectCount({ value: 9, people: 3 }, k)).toBeNull();
    expect(protectCount({ value: 9, people: 5 }, k)).toBe(9);
  });
});

describe('counts that add up to a shown total', () => {
  it('hide the smallest shown count with one hidden (secondary suppression)', () => {
    expect(protectPartition(counts(12, 3, 7, 9), k)).toEqual([12, null, null, 9]);
  });

  it('hide nothing more once the hidden ones hold k together', () => {
    expect(protectPartition(counts(12, 3, 2, 9), k)).toEqual([12, null, null, 9]);
  });

  it('hide more while the hidden ones hold fewer than k together (the total less the shown would tell it)', () => {
    expect(protectPartition(counts(12, 1, 2, 9), k)).toEqual([12, null, null, null]);
  });

  it('never hide a 0, nor count one as the second hidden', () => {
    expect(protectPartition(counts(0, 12, 1, 0, 6), k)).toEqual([0, 12, null, 0, null]);
    expect(protectPartition(counts(0, 8, 0), k)).toEqual([0, 8, 0]);
  });

  it('leave one hidden count alone when no other count is above 0', () => {
    expect(protectPartition(counts(0, 4, 0), k)).toEqual([0, null, 0]);
  });

  it('hide nothing when every count reaches k', () => {
    expect(protectPartition(counts(5, 6, 20), k)).toEqual([5, 6, 20]);
  });

  it('hide the first of two equally small counts', () => {
    expect(protectPartition(counts(6, 2, 6, 9), k)).toEqual([null, null, 6, 9]);
  });
});

describe('a statistic', () => {
  it('is hidden under k respondents, with n hidden too', () => {
    expect(protectStatistic(0.5, 4, k)).toEqual({ value: null, n: null, missing: 'fewer_than_k' });
    expect(protectStatistic(0.5, 1, k)).toEqual({ value: null, n: null, missing: 'fewer_than_k' });
  });

  it('over nobody has no value and says so, not "fewer than k"', () => {
    expect(protectStatistic(null, 0, k)).toEqual({ value: null, n: 0, missing: 'no_answers' });
  });

  it('is shown from k respondents, or says why it has no value', () => {
    expect(protectStatistic(0.5, 5, k)).toEqual({ value: 0.5, n: 5 });
    expect(protectStatistic(0, 5, k)).toEqual({ value: 0, n: 5 });
    expect(protectStatistic(null, 8, k, 'no_variance')).toEqual({ value: null, n: 8, missing: 'no_variance' });
    expect(protectStatistic(Number.NaN, 8, k)).toEqual({ value: null, n: 8, missing: 'no_answers' });
  });
});

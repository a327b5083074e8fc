import { describe, expect, it } from 'vitest';
import { progressBarWidth, progressPageCount, progressPageOf, progressPageRange, progressPageSize } from './progress-paging';

describe('progressPageSize', () => {
  describe('given a survey of 10 or more steps on a desktop window', () => {
    it.each([
      [820, 6],
      [869, 6],
      [870, 7],
      [1024, 9],
      [1280, 12],
      [1920, 22],
    ])('at %i px shows %i steps: one for 450 px and one per further 70 px', (width, size) => {
      expect(progressPageSize({ width, total: 40 })).toBe(size);
    });
  });

  describe('given the phone layout (under 820 px)', () => {
    it.each([
      [320, 2],
      [449, 2],
      [450, 3],
      [519, 3],
      [520, 4],
      [819, 8],
    ])('at %i px adds 2 steps, showing %i', (width, size) => {
      expect(progressPageSize({ width, total: 40 })).toBe(size);
    });

    it('adds 2 on phones only below 820 px, so 819 px shows more steps than 820 px', () => {
      expect(progressPageSize({ width: 819, total: 40 })).toBe(8);
      expect(progressPageSize({ width: 820, total: 40 })).toBe(6);
    });
  });

  describe('given fewer than 10 steps', () => {
    it('adds 2 more steps per page', () => {
      expect(progressPageSize({ width: 820, total: 9 })).toBe(8);
      expect(progressPageSize({ width: 320, total: 9 })).toBe(4);
      expect(progressPageSize({ width: 820, total: 10 })).toBe(6);
    });

    it('never shows more steps than there are', () => {
      expect(progressPageSize({ width: 1920, total: 5 })).toBe(5);
      expect(progressPageSize({ width: 1920, total: 1 })).toBe(1);
    });
  });

  it('shows at least one step even for an empty survey', () => {
    expect(progressPageSize({ width: 200, total: 0 })).toBe(1);
  });
});

describe('progressPageOf', () => {
  it('finds the page of a 0-based step index', () => {
    expect(progressPageOf(0, 6)).toBe(0);
    expect(progressPageOf(5, 6)).toBe(0);
    expect(progressPageOf(6, 6)).toBe(1);
    expect(progressPageOf(13, 6)).toBe(2);
  });

  it('treats a negative index as the first step and a page size under 1 as 1', () => {
    expect(progressPageOf(-3, 6)).toBe(0);
    expect(progressPageOf(4, 0)).toBe(4);
  });
});

describe('progressPageCount and progressPageRange', () => {
  it('splits 14 steps into pages of 6: 0-5, 6-11, 12-13', () => {
    expect(progressPageCount(14, 6)).toBe(3);
    expect(progressPageRange(0, 6, 14)).toEqual({ start: 0, end: 6 });
    expect(progressPageRange(1, 6, 14)).toEqual({ start: 6, end: 12 });
    expect(progressPageRange(2, 6, 14)).toEqual({ start: 12, end: 14 });
  });

  it('has one page for an empty survey', () => {
    expect(progressPageCount(0, 6)).toBe(1);
    expect(progressPageRange(0, 6, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('progressBarWidth', () => {
  it('is 60 px per step plus 56', () => {
    expect(progressBarWidth(1)).toBe(116);
    expect(progressBarWidth(6)).toBe(416);
    expect(progressBarWidth(12)).toBe(776);
  });
});

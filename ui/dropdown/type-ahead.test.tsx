import { describe, expect, it } from 'vitest';
import { findTypeAheadMatch } from './type-ahead';

const labels = ['Österreich', 'Belgien', 'Bulgarien', 'Deutschland', 'Ungarn'];

describe('findTypeAheadMatch', () => {
  it('finds the first label starting with the text, searching after the active option and wrapping', () => {
    expect(findTypeAheadMatch(labels, 'b', -1)).toBe(1);
    expect(findTypeAheadMatch(labels, 'b', 1)).toBe(2);
    expect(findTypeAheadMatch(labels, 'b', 2)).toBe(1);
  });

  it('keeps the active option while a longer text still matches it', () => {
    expect(findTypeAheadMatch(labels, 'bu', 2)).toBe(2);
    expect(findTypeAheadMatch(labels, 'be', 2)).toBe(1);
  });

  it('cycles when one letter is repeated', () => {
    expect(findTypeAheadMatch(labels, 'bb', 1)).toBe(2);
  });

  it('ignores accents and case', () => {
    expect(findTypeAheadMatch(labels, 'OST', -1)).toBe(0);
  });

  it('skips disabled options and reports no match as -1', () => {
    expect(findTypeAheadMatch(labels, 'b', -1, (i) => i === 1)).toBe(2);
    expect(findTypeAheadMatch(labels, 'x', 0)).toBe(-1);
    expect(findTypeAheadMatch([], 'a', -1)).toBe(-1);
  });
});

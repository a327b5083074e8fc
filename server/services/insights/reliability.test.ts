import { describe, expect, it } from 'vitest';
import { type ScaleSums, scaleReliability } from './reliability';

/** The sums the database adds up (Σx, Σx², Σxt per item; n, Σt, Σt²), from a matrix of respondents × items. */
function sumsOf(matrix: number[][]): ScaleSums {
  const totals = matrix.map((row) => row.reduce((sum, x) => sum + x, 0));
  const sum = (f: (row: number[], i: number) => number) => matrix.reduce((s, row, i) => s + f(row, i), 0);
  return {
    n: matrix.length,
    st: sum((_, i) => totals[i]!),
    stt: sum((_, i) => totals[i]! ** 2),
    items: matrix[0]!.map((_, j) => ({
      questionId: j + 1,
      sx: sum((row) => row[j]!),
      sxx: sum((row) => row[j]! ** 2),
      sxt: sum((row, i) => row[j]! * totals[i]!),
    })),
  };
}

describe('Cronbach’s alpha, item-rest and alpha if removed from sums', () => {
  // A Guttman pattern worked by hand: item variances 1/4, 1/3, 1/4 (sum 5/6), totals 3, 2, 1, 0 (variance 5/3):
  // alpha = 3/2 × (1 - (5/6)/(5/3)) = 3/4. Item 1 against the rest (2, 1, 0, 0): covariance 1/4, variances
  // 1/4 and 11/12, r = √(3/11); without item 1, alpha = 2 × (1 - (7/12)/(11/12)) = 8/11.
  const guttman = [
    [1, 1, 1],
    [1, 1, 0],
    [1, 0, 0],
    [0, 0, 0],
  ];

  it('gives the textbook values of a matrix worked by hand', () => {
    const r = scaleReliability(sumsOf(guttman));
    expect(r.alpha).toBeCloseTo(3 / 4, 12);
    expect(r.missing).toBeUndefined();
    expect(r.items.get(1)!.itemRest).toBeCloseTo(Math.sqrt(3 / 11), 12);
    expect(r.items.get(1)!.alphaIfRemoved).toBeCloseTo(8 / 11, 12);
    // Item 3 mirrors item 1; the middle item against the rest (2, 1, 1, 0): r = (1/3)/√(1/3 × 2/3) = 1/√2.
    expect(r.items.get(3)!.itemRest).toBeCloseTo(Math.sqrt(3 / 11), 12);
    expect(r.items.get(2)!.itemRest).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('gives shares as the database stores them (fractions of points) the same alpha as whole points scaled', () => {
    const halves = guttman.map((row) => row.map((x) => x / 2));
    expect(scaleReliability(sumsOf(halves)).alpha).toBeCloseTo(3 / 4, 12);
  });

  it('has no alpha for one item, and says so', () => {
    const r = scaleReliability(sumsOf([[1], [0], [1], [1]]));
    expect(r).toMatchObject({ alpha: null, missing: 'one_item' });
    expect(r.items.get(1)).toEqual({
      itemRest: null,
      itemRestMissing: 'one_item',
      alphaIfRemoved: null,
      alphaIfRemovedMissing: 'one_item',
    });
  });

  it('has no alpha when every total is the same, and no item-rest for an item everyone scored the same', () => {
    expect(
      scaleReliability(
        sumsOf([
          [1, 0],
          [0, 1],
          [1, 0],
        ]),
      ),
    ).toMatchObject({ alpha: null, missing: 'no_variance' });
    const flat = scaleReliability(sumsOf(guttman.map((row) => [...row, 0])));
    // A constant item adds no variance: K grows, so alpha is 4/3 × (1 - (5/6)/(5/3)) = 2/3.
    expect(flat.alpha).toBeCloseTo(2 / 3, 12);
    expect(flat.items.get(4)).toMatchObject({ itemRest: null, itemRestMissing: 'no_variance' });
    expect(flat.items.get(4)!.alphaIfRemoved).toBeCloseTo(3 / 4, 12);
  });

  it('has nothing to say about fewer than two respondents', () => {
    expect(scaleReliability(sumsOf([[1, 0, 1]]))).toMatchObject({ alpha: null, missing: 'no_answers' });
  });
});

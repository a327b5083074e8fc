import type { MissingReason } from '../../../contract/api/insights';

/**
 * Cronbach's alpha, alpha if an item is removed, and item-rest correlations from the sums the database adds up
 * (docs/insights.md "Reliability"), over the respondents who were asked every scored question of a sub-topic.
 * With x an item's score and t the sub-topic's total: n, Σx, Σx², Σxt per item and Σt, Σt² per sub-topic.
 */
export interface ItemSums {
  questionId: number;
  sx: number;
  sxx: number;
  sxt: number;
}

export interface ScaleSums {
  n: number;
  st: number;
  stt: number;
  items: ItemSums[];
}

export interface ItemReliability {
  itemRest: number | null;
  itemRestMissing?: MissingReason;
  alphaIfRemoved: number | null;
  alphaIfRemovedMissing?: MissingReason;
}

export interface ScaleReliability {
  alpha: number | null;
  missing?: MissingReason;
  items: Map<number, ItemReliability>;
}

/** Sample covariance from sums (the n - 1 cancels in alpha and correlations; kept for the usual reading). */
const covariance = (sxy: number, sx: number, sy: number, n: number) => (sxy - (sx * sy) / n) / (n - 1);

/** alpha = K/(K-1) × (1 - Σ item variances / variance of the total); null when it cannot be computed. */
function alphaOf(
  itemCount: number,
  itemVariances: number,
  totalVariance: number,
): { value: number | null; missing?: MissingReason } {
  if (itemCount < 2) return { value: null, missing: 'one_item' };
  if (!(totalVariance > 1e-12)) return { value: null, missing: 'no_variance' };
  return { value: (itemCount / (itemCount - 1)) * (1 - itemVariances / totalVariance) };
}

export function scaleReliability({ n, st, stt, items }: ScaleSums): ScaleReliability {
  const result: ScaleReliability = { alpha: null, items: new Map() };
  if (n < 2) {
    result.missing = 'no_answers';
    for (const item of items) {
      result.items.set(item.questionId, {
        itemRest: null,
        itemRestMissing: 'no_answers',
        alphaIfRemoved: null,
        alphaIfRemovedMissing: 'no_answers',
      });
    }
    return result;
  }
  const totalVariance = covariance(stt, st, st, n);
  const variances = items.map((item) => covariance(item.sxx, item.sx, item.sx, n));
  const sumOfVariances = variances.reduce((sum, v) => sum + v, 0);
  const alpha = alphaOf(items.length, sumOfVariances, totalVariance);
  result.alpha = alpha.value;
  if (alpha.missing) result.missing = alpha.missing;
  items.forEach((item, i) => {
    const itemVariance = variances[i]!;
    const withTotal = covariance(item.sxt, item.sx, st, n);
    // The rest of the sub-topic: its total without this item.
    const restVariance = totalVariance + itemVariance - 2 * withTotal;
    const withRest = withTotal - itemVariance;
    const reliability: ItemReliability = { itemRest: null, alphaIfRemoved: null };
    if (items.length < 2) reliability.itemRestMissing = 'one_item';
    else if (!(itemVariance > 1e-12) || !(restVariance > 1e-12)) reliability.itemRestMissing = 'no_variance';
    else reliability.itemRest = Math.max(-1, Math.min(1, withRest / Math.sqrt(itemVariance * restVariance)));
    const without = alphaOf(items.length - 1, sumOfVariances - itemVariance, restVariance);
    reliability.alphaIfRemoved = without.value;
    if (without.missing) reliability.alphaIfRemovedMissing = without.missing;
    result.items.set(item.questionId, reliability);
  });
  return result;
}

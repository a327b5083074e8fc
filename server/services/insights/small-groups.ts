import type { MissingReason, ProtectedCount, Statistic } from '../../../contract/api/insights';

/**
 * The small-group rules of docs/insights.md "Small groups": a figure that rests on fewer than k respondents is
 * not given (null), and where counts add up to a total that is shown, what is hidden together holds at least
 * k (else the total less the shown counts would tell it), so the next smallest counts are hidden with it.
 */

/** A count with the number of different respondents behind it. */
export interface RawCount {
  value: number;
  people: number;
}

/** A count under k respondents is hidden; 0 is shown (nobody is behind it). */
export const protectCount = (count: RawCount, k: number): ProtectedCount =>
  count.value === 0 ? 0 : count.people < k ? null : count.value;

/**
 * Counts that add up to a total that is shown elsewhere (a distribution): each under k hidden, and while the
 * hidden ones together hold fewer than k (the total less the shown ones would tell that small group's size, or
 * a lone hidden count exactly), the smallest count still shown above 0 is hidden too.
 */
export function protectPartition(counts: readonly RawCount[], k: number): ProtectedCount[] {
  const shown = counts.map((count) => protectCount(count, k));
  const hiddenSum = () => shown.reduce<number>((sum, value, i) => (value === null ? sum + counts[i]!.value : sum), 0);
  while (hiddenSum() > 0 && hiddenSum() < k) {
    let smallest = -1;
    shown.forEach((value, i) => {
      if (value !== null && value > 0 && (smallest < 0 || value < shown[smallest]!)) smallest = i;
    });
    if (smallest < 0) break;
    shown[smallest] = null;
  }
  return shown;
}

/** A statistic over `n` respondents: hidden under k, else the value or why there is none. */
export function protectStatistic(value: number | null, n: number, k: number, missing?: MissingReason): Statistic {
  // Nobody behind it: nothing to hide, and "fewer than k" would suggest someone is.
  if (n === 0) return { value: null, n: 0, missing: 'no_answers' };
  if (n < k) return { value: null, n: null, missing: 'fewer_than_k' };
  if (value === null || !Number.isFinite(value)) return { value: null, n, missing: missing ?? 'no_answers' };
  return { value, n };
}

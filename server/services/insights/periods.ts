import type { InsightPeriod } from '../../../contract/api/insights';

/**
 * Every week (from its Monday) or month (from its first) between two period starts, both included, as
 * YYYY-MM-DD: the periods in which nothing happened are on the chart and in the table too, as 0.
 */
export function periodsBetween(first: string, last: string, period: InsightPeriod): string[] {
  const periods: string[] = [];
  const at = new Date(`${first}T00:00:00Z`);
  const end = Date.parse(`${last}T00:00:00Z`);
  while (at.getTime() <= end) {
    periods.push(at.toISOString().slice(0, 10));
    if (period === 'week') at.setUTCDate(at.getUTCDate() + 7);
    else at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return periods;
}

import { type ChangeFeed, respondentChanged } from '../../db/change-feed';
import type { AttemptSummaryRow } from './attempt-queries';

/**
 * How many attempts the cache holds at most, over all respondents (each respondent counts one more). An
 * attempt's summary with its results is a few hundred bytes: the bound keeps the cache to a few MB however
 * many respondents there are (docs/decisions/signed-in-api.md "Per-user attempt cache").
 */
export const attemptCacheWeightLimit = 20_000;

interface Loading {
  promise: Promise<readonly AttemptSummaryRow[]>;
  /** A change of the respondent arrived while this load ran: its answer is used once, not kept. */
  stale: boolean;
}

/**
 * Each respondent's attempt summaries (not abandoned; completed first, newest first), kept per process
 * so the signed-in topic list, the results and the history need no statement on a hit. Least
 * recently used respondents leave first. Coherent through the change feed: a write of this process is
 * announced (`respondentChange`) once it is over, and every write of any process arrives as
 * `respondent:<id>` from the database's triggers. While the feed is not live nothing is kept or reused.
 */
export function createAttemptCache(
  load: (respondentId: string) => Promise<readonly AttemptSummaryRow[]>,
  changes: ChangeFeed,
  weightLimit = attemptCacheWeightLimit,
) {
  const entries = new Map<string, readonly AttemptSummaryRow[]>();
  const loading = new Map<string, Loading>();
  let weight = 0;
  const weightOf = (list: readonly AttemptSummaryRow[]) => 1 + list.length;

  const drop = (respondentId: string) => {
    const held = entries.get(respondentId);
    if (held) weight -= weightOf(held);
    entries.delete(respondentId);
    const running = loading.get(respondentId);
    if (running) running.stale = true;
    loading.delete(respondentId);
  };
  const dropAll = () => {
    entries.clear();
    weight = 0;
    for (const running of loading.values()) running.stale = true;
    loading.clear();
  };
  changes.onChange((table) => {
    const respondent = respondentChanged(table);
    if (respondent === '*') dropAll();
    else if (respondent) drop(respondent);
  });

  const keep = (respondentId: string, list: readonly AttemptSummaryRow[]) => {
    if (weightOf(list) > weightLimit) return;
    entries.set(respondentId, list);
    weight += weightOf(list);
    for (const [oldest, held] of entries) {
      if (weight <= weightLimit) break;
      entries.delete(oldest);
      weight -= weightOf(held);
    }
  };

  function startLoad(respondentId: string) {
    const running: Loading = {
      stale: false,
      promise: load(respondentId).then((list) => {
        if (!running.stale && changes.live()) keep(respondentId, list);
        return list;
      }),
    };
    loading.set(respondentId, running);
    running.promise
      .catch(() => {})
      .finally(() => {
        if (loading.get(respondentId) === running) loading.delete(respondentId);
      });
    return running.promise;
  }

  return {
    /** The respondent's summaries: from memory on a hit; concurrent misses share one load. */
    async of(respondentId: string): Promise<readonly AttemptSummaryRow[]> {
      if (!changes.live()) return load(respondentId);
      const held = entries.get(respondentId);
      if (held) {
        // Most recently used goes last: the oldest insertion is the first to leave.
        entries.delete(respondentId);
        entries.set(respondentId, held);
        return held;
      }
      return loading.get(respondentId)?.promise ?? startLoad(respondentId);
    },

    has: (respondentId: string) => entries.has(respondentId),
    size: () => entries.size,
    weight: () => weight,
  };
}

export type AttemptCache = ReturnType<typeof createAttemptCache>;

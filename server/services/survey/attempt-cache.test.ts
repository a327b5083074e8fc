import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '../../db/change-feed';
import { createAttemptCache } from './attempt-cache';
import type { AttemptSummaryRow } from './attempt-queries';

const summary = (id: string): AttemptSummaryRow => ({
  id,
  topicId: 1,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  completedAt: null,
  fetched: true,
  results: null,
});

/** A cache over a loader that counts its loads and gives each respondent `perRespondent` attempts. */
function countingCache(weightLimit: number, perRespondent = 2, live = true) {
  const loads: string[] = [];
  const changes = createChangeFeed(live);
  const cache = createAttemptCache(
    async (respondent) => {
      loads.push(respondent);
      return Array.from({ length: perRespondent }, (_, n) => summary(`${respondent}-${n}`));
    },
    changes,
    weightLimit,
  );
  return { cache, loads, changes };
}

describe('given more respondents than the cache may hold', () => {
  it('keeps its weight within the bound and lets the least recently read respondent go first', async () => {
    // Each respondent weighs 3 (itself and 2 attempts): 3 fit in 10.
    const { cache, loads } = countingCache(10);
    for (const respondent of ['a', 'b', 'c']) await cache.of(respondent);
    await cache.of('a'); // read again: now the most recent
    await cache.of('d');
    expect(cache.weight()).toBeLessThanOrEqual(10);
    expect(['a', 'b', 'c', 'd'].map((r) => cache.has(r))).toEqual([true, false, true, true]);
    loads.length = 0;
    await cache.of('a');
    expect(loads).toEqual([]);
  });

  it('keeps no respondent heavier than the whole bound', async () => {
    const { cache } = countingCache(10, 20);
    await cache.of('heavy');
    expect(cache.size()).toBe(0);
    expect(cache.weight()).toBe(0);
  });
});

describe('given changes while a load runs', () => {
  it('uses a load a change overtook once, keeps it not, and lets concurrent readers share one load', async () => {
    let finish: (list: AttemptSummaryRow[]) => void = () => {};
    let loads = 0;
    const changes = createChangeFeed(true);
    const cache = createAttemptCache(() => {
      loads++;
      return new Promise((resolve) => {
        finish = resolve;
      });
    }, changes);
    const first = cache.of('r');
    const second = cache.of('r');
    expect(loads).toBe(1);
    changes.emit('respondent:r');
    finish([summary('old')]);
    expect((await first).map((a) => a.id)).toEqual(['old']);
    expect((await second).map((a) => a.id)).toEqual(['old']);
    expect(cache.has('r')).toBe(false);
  });

  it('drops one respondent on their change, everybody on `respondent:*` and `*`, and nobody on a bare table name', async () => {
    const { cache, changes } = countingCache(100);
    for (const respondent of ['a', 'b']) await cache.of(respondent);
    changes.emit('survey_attempts');
    expect(cache.size()).toBe(2);
    changes.emit('respondent:a');
    expect([cache.has('a'), cache.has('b')]).toEqual([false, true]);
    changes.emit('respondent:*');
    expect(cache.size()).toBe(0);
    await cache.of('a');
    changes.emit('*');
    expect(cache.size()).toBe(0);
    expect(cache.weight()).toBe(0);
  });
});

describe('given a change feed that is not live', () => {
  it('keeps nothing and loads on every read', async () => {
    const { cache, loads } = countingCache(100, 2, false);
    await cache.of('a');
    await cache.of('a');
    expect(loads).toEqual(['a', 'a']);
    expect(cache.size()).toBe(0);
  });
});

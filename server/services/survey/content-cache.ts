import { eq } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { contentVersion } from '../../db/schema';
import { type ContentSnapshot, loadContentSnapshot } from './content-snapshot';

/** The tables a content snapshot is read from; a write to any of them makes it stale. */
const contentTables = new Set(['topics', 'sub_topics', 'questions', 'question_options', 'rating_levels']);

interface Held {
  snapshot: ContentSnapshot;
  version: number;
  /** Answers derived from this snapshot (serialised topic lists…), dropped with it. */
  derived: Map<string, unknown>;
}

/**
 * The content snapshot of this process (docs/decisions/api-performance.md "Caches"). Trusted while the change feed
 * is live; otherwise each use reads content_version (one row) and loads again when it moved. Concurrent
 * callers share one load; a load that a change overtook is used once and not kept.
 */
export function createContentCache(db: Db, changes: ChangeFeed) {
  let held: Held | undefined;
  let loading: Promise<Held> | undefined;
  let generation = 0;
  changes.onChange((table) => {
    if (table !== '*' && !contentTables.has(table)) return;
    generation++;
    held = undefined;
    loading = undefined;
  });

  const readVersion = async () => {
    const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, true));
    return row?.version ?? 0;
  };

  function load(): Promise<Held> {
    const started = generation;
    const next = (async () => {
      const version = await readVersion();
      const fresh: Held = { snapshot: await loadContentSnapshot(db), version, derived: new Map() };
      if (started === generation) held = fresh;
      return fresh;
    })();
    next
      .catch(() => {})
      .finally(() => {
        if (loading === next) loading = undefined;
      });
    loading = next;
    return next;
  }

  async function current(): Promise<Held> {
    if (!changes.live()) {
      const version = await readVersion();
      if (held && held.version !== version) held = undefined;
    }
    return held ?? loading ?? load();
  }

  return {
    snapshot: async () => (await current()).snapshot,

    /** `make(snapshot)` once per snapshot and key; later calls get the same value until the content changes. */
    async derived<T>(key: string, make: (snapshot: ContentSnapshot) => T): Promise<T> {
      const { snapshot, derived } = await current();
      if (!derived.has(key)) derived.set(key, make(snapshot));
      return derived.get(key) as T;
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;

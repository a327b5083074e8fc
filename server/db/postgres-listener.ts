import pg from 'pg';
import { type ChangeFeedSource, catchUpMarker, changeChannel, tableNotified } from './change-feed';

const retryMs = { first: 200, max: 5000 };

/**
 * A connection of its own that LISTENs to the change channel and passes every notification on. While it is
 * down the feed is not live (the caches check the database instead) and it reconnects with a growing delay;
 * when it is back, the feed tells everyone that anything may have changed. `ready` settles after the first try.
 */
export function listenForChanges(url: string, pgSchema: string | undefined, changes: ChangeFeedSource) {
  let client: pg.Client | undefined;
  let closed = false;
  let delay = retryMs.first;
  let retry: NodeJS.Timeout | undefined;
  let schema = pgSchema ?? 'public';
  const markers = catchUpMarkers();

  const lost = (from: pg.Client) => {
    if (client !== from) return;
    client = undefined;
    changes.setLive(false);
    markers.releaseAll();
    from.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(connect, delay);
    retry.unref();
    delay = Math.min(delay * 2, retryMs.max);
  };

  async function connect() {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
    });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      const table = tableNotified(message.payload, schema);
      if (table?.startsWith(catchUpMarker)) markers.release(table.slice(catchUpMarker.length));
      else if (table) changes.emit(table);
    });
    try {
      await next.connect();
      schema = (await next.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]?.schema ?? schema;
      await next.query(`LISTEN ${changeChannel}`);
      if (client !== next || closed) return;
      delay = retryMs.first;
      changes.setLive(true);
    } catch {
      lost(next);
    }
  }

  changes.setCatchUp(async () => {
    const through = client;
    if (!through) return;
    const { id, arrived } = markers.next();
    await through
      .query('SELECT pg_notify($1, $2)', [changeChannel, `${schema}.${catchUpMarker}${id}`])
      .catch(() => markers.release(id));
    await arrived;
  });

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      changes.setLive(false);
      markers.releaseAll();
      await last?.end().catch(() => {});
    },
  };
}

/** The markers of `caughtUp` on their way, by their id; a lost connection lets them all go. */
function catchUpMarkers() {
  const waiting = new Map<string, () => void>();
  let count = 0;
  const release = (id: string) => {
    waiting.get(id)?.();
    waiting.delete(id);
  };
  return {
    next() {
      // The process id keeps two processes' markers in one schema apart.
      const id = `${process.pid}:${count++}`;
      return { id, arrived: new Promise<void>((resolve) => waiting.set(id, resolve)) };
    },
    release,
    releaseAll: () => {
      for (const id of [...waiting.keys()]) release(id);
    },
  };
}

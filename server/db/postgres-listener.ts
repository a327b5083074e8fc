import pg from 'pg';
import { type ChangeFeedSource, changeChannel, tableNotified } from './change-feed';

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

  const lost = (from: pg.Client) => {
    if (client !== from) return;
    client = undefined;
    changes.setLive(false);
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
    let schema = pgSchema ?? 'public';
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      const table = tableNotified(message.payload, schema);
      if (table) changes.emit(table);
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

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      changes.setLive(false);
      await last?.end().catch(() => {});
    },
  };
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Executor, ident, listTables, readSequences, rows } from './catalog';
import { type BackupManifest, BackupWriter, formatVersion } from './format';
import { productVersion } from './version';

const batch = 2000;

/**
 * Every row of a table as PostgreSQL's JSON text, in batches through a cursor (memory stays flat). The
 * transaction must have set TimeZone to UTC, so timestamps read the same on every server.
 */
export async function* tableRows(tx: Executor, table: string, signal?: AbortSignal): AsyncGenerator<string> {
  await tx.execute(
    sql.raw(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${ident(table)} t`),
  );
  for (;;) {
    signal?.throwIfAborted();
    const found = await rows<{ line: string }>(tx, `FETCH ${batch} FROM backup_rows`);
    for (const row of found) yield row.line;
    if (found.length < batch) break;
  }
  await tx.execute(sql.raw('CLOSE backup_rows'));
}

/**
 * A consistent logical export of every table of the app's schema: one read-only REPEATABLE READ
 * transaction sees the database as it was when it began, while the server goes on writing (on PostgreSQL;
 * PGlite has one connection, so its requests wait until the export ends: docs/decisions/backups.md).
 */
export async function exportSnapshot(
  database: Database,
  out: (text: string) => Promise<void>,
  signal?: AbortSignal,
): Promise<BackupManifest> {
  return database.db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL TimeZone = 'UTC'`));
      const migrations = (await rows<{ name: string }>(tx, 'SELECT name FROM schema_migrations ORDER BY name')).map(
        (m) => m.name,
      );
      const writer = new BackupWriter(
        {
          format: formatVersion,
          product_version: productVersion(),
          migrations,
          database: database.kind,
          created_at: new Date().toISOString(),
        },
        out,
      );
      await writer.start();
      for (const table of await listTables(tx)) {
        await writer.table(table.name);
        for await (const line of tableRows(tx, table.name, signal)) await writer.row(line);
      }
      return writer.finish(await readSequences(tx));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { migrate } from '../db/migrate';
import { type Executor, clearSchema, ident, listTables, readSequences, tablesWithData } from './catalog';
import { fileRecords, verifyBackupFile } from './backup-file';
import { BackupError } from './errors';
import { type BackupManifest, RowDigest } from './format';
import { tableRows } from './snapshot';
import { assertRestorable } from './version';

export interface RestoreReport {
  manifest: BackupManifest;
  /** The migrations applied after the data was loaded (the backup's level was older). */
  applied: string[];
}

export interface RestoreOptions {
  /** Replace a target that holds data; called first with the tables that hold some (the CLI backs them up). */
  force?: (tablesWithData: string[]) => Promise<void>;
}

/**
 * Restores a backup file into `database`: checks the whole file first (damaged, cut off, newer version), then
 * that the target is empty, builds the backup's migration level, loads every row and sequence in one
 * transaction, checks the count and checksum of every table against the manifest before committing, and
 * then migrates to this program's level.
 */
export async function restoreBackup(database: Database, file: string, options: RestoreOptions = {}): Promise<RestoreReport> {
  const manifest = await verifyBackupFile(file, ({ header }) => assertRestorable(header));
  const inUse = await tablesWithData(database.db);
  if (inUse.length && !options.force) {
    throw new BackupError(
      `The target database is not empty: ${inUse.join(', ')} hold data. Restore into an empty DATA_DIR or ` +
        'an empty database, or add --force to replace what it holds (a backup of it is made first).',
    );
  }
  if (inUse.length) await options.force!(inUse);
  await clearSchema(database.db);
  await migrate(database, { only: manifest.migrations });
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL TimeZone = 'UTC'`));
    await loadRows(tx, file, manifest);
    await checkAgainstManifest(tx, manifest);
  });
  return { manifest, applied: await migrate(database) };
}

const batchRows = 1000;
const batchChars = 4 * 1024 * 1024;

async function loadRows(tx: Executor, file: string, manifest: BackupManifest) {
  const tables = await listTables(tx);
  for (const { name } of manifest.tables) {
    if (!tables.some((t) => t.name === name))
      throw new BackupError(`The backup holds a table ${name} its level does not create.`);
  }
  for (const t of tables) {
    await tx.execute(sql.raw(`ALTER TABLE ${ident(t.name)} DISABLE TRIGGER USER`));
    await tx.execute(sql.raw(`DELETE FROM ${ident(t.name)}`));
  }
  let table = '';
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length) await insertRows(tx, table, batch);
    batch = [];
    chars = 0;
  };
  for await (const record of fileRecords(file)) {
    if (record.kind === 'table') {
      await flush();
      table = record.name;
    } else if (record.kind === 'row') {
      batch.push(record.line);
      chars += record.line.length;
      const whole = tables.find((t) => t.name === table)?.selfReferencing;
      if (!whole && (batch.length >= batchRows || chars >= batchChars)) await flush();
    }
  }
  await flush();
  for (const t of tables) await tx.execute(sql.raw(`ALTER TABLE ${ident(t.name)} ENABLE TRIGGER USER`));
  for (const [name, value] of Object.entries(manifest.sequences)) {
    if (value !== null) await tx.execute(sql`SELECT setval(${ident(name)}::regclass, ${value}::bigint, true)`);
  }
}

/** PostgreSQL turns the JSON back into each column's type, the same way on both engines. */
function insertRows(tx: Executor, table: string, lines: string[]) {
  const name = sql.raw(ident(table));
  return tx.execute(
    sql`INSERT INTO ${name} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${name}, ${`[${lines.join(',')}]`}::json)`,
  );
}

/** Reads every table back and compares its count and checksum (and the sequences) with the manifest. */
export async function checkAgainstManifest(tx: Executor, manifest: BackupManifest) {
  for (const expected of manifest.tables) {
    const digest = new RowDigest();
    for await (const line of tableRows(tx, expected.name)) digest.add(line);
    if (digest.rows !== expected.rows || digest.hex() !== expected.checksum) {
      throw new BackupError(
        `After loading, table ${expected.name} holds ${digest.rows} rows (checksum ${digest.hex().slice(0, 12)}…) ` +
          `where the backup has ${expected.rows} (${expected.checksum.slice(0, 12)}…); nothing was kept.`,
      );
    }
  }
  const sequences = await readSequences(tx);
  if (JSON.stringify(sequences) !== JSON.stringify(manifest.sequences))
    throw new BackupError('After loading, the sequences differ from the backup; nothing was kept.');
}

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, ScriptTransaction } from '../db/client';
import { migrationNames, migrationScript, schemaMigrationsTable } from '../db/migrate';
import {
  type Executor,
  type SchemaObject,
  dropObjects,
  ident,
  listTables,
  objectKey,
  readSequences,
  schemaObjects,
  tablesWithData,
} from './catalog';
import { fileRecords, verifyBackupFile } from './backup-file';
import { BackupError, operatorMessage } from './errors';
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
  /** Writes the audit entry of the restore at the end of its transaction (`replaced`: the target held data). */
  record?: (tx: Executor, restored: { manifest: BackupManifest; replaced: boolean }) => Promise<void>;
}

/**
 * Restores a backup file into `database`, all or nothing: checks the whole file first (damaged, cut off,
 * newer version), then that the target holds nothing but this program's objects and no data (or `force`),
 * then in ONE transaction drops this program's objects, builds the backup's migration level, loads every
 * row and sequence, checks the count and checksum of every table against the manifest and migrates to this
 * program's level. Any failure rolls it all back: the target is as it was.
 */
export async function restoreBackup(database: Database, file: string, options: RestoreOptions = {}): Promise<RestoreReport> {
  const manifest = await verifyBackupFile(file, ({ header }) => assertRestorable(header));
  const ours = await objectsOfEveryLevel(database);
  const present = await schemaObjects(database.db);
  refuseForeignObjects(present.filter((o) => !ours.has(objectKey(o))));
  const inUse = await tablesWithData(database.db);
  if (inUse.length && !options.force) {
    throw new BackupError(
      `The target database is not empty: ${inUse.join(', ')} hold data. Restore into an empty DATA_DIR or ` +
        'an empty database, or add --force to replace what it holds (a backup of it is made first). Nothing was changed.',
    );
  }
  if (inUse.length) await options.force!(inUse);
  const later = migrationNames().filter((name) => !manifest.migrations.includes(name));
  try {
    await database.scriptTransaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL TimeZone = 'UTC'`));
      await dropObjects(tx, present);
      await tx.execScript(schemaMigrationsTable);
      for (const name of manifest.migrations) await tx.execScript(migrationScript(name));
      await loadRows(tx, file, manifest);
      await checkAgainstManifest(tx, manifest);
      for (const name of later) await tx.execScript(migrationScript(name));
      await options.record?.(tx, { manifest, replaced: inUse.length > 0 });
    });
  } catch (error) {
    throw new BackupError(`${operatorMessage(error, 'restore')} Nothing was changed: the target is as it was.`);
  }
  return { manifest, applied: later };
}

/**
 * The objects this program's migrations create, at any level: built in a schema of their own inside a
 * transaction that is rolled back, so the list never drifts from the migration files.
 */
async function objectsOfEveryLevel(database: Database): Promise<Set<string>> {
  const found = new Set<string>();
  const probe = `skills55_restore_probe_${randomBytes(6).toString('hex')}`;
  const collect = async (tx: ScriptTransaction) => {
    for (const o of await schemaObjects(tx)) found.add(objectKey(o));
  };
  const rolledBack = new Error('rolled back');
  await database
    .scriptTransaction(async (tx) => {
      await tx.execScript(`CREATE SCHEMA ${probe}; SET LOCAL search_path TO ${probe}; ${schemaMigrationsTable}`);
      await collect(tx);
      for (const name of migrationNames()) {
        await tx.execScript(migrationScript(name));
        await collect(tx);
      }
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return found;
}

function refuseForeignObjects(foreign: SchemaObject[]) {
  if (!foreign.length) return;
  const listed = foreign.slice(0, 20).map(objectKey).join(', ');
  throw new BackupError(
    `The target holds objects this program does not create: ${listed}${foreign.length > 20 ? ` and ${foreign.length - 20} more` : ''}. ` +
      'A restore replaces only its own objects and will not run beside others: restore into an empty database ' +
      '(or move those objects to another schema) and try again. Nothing was changed.',
  );
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
  const known = await readSequences(tx);
  for (const [name, value] of Object.entries(manifest.sequences)) {
    if (!Object.hasOwn(known, name)) throw new BackupError(`The backup names a sequence ${name} its level does not create.`);
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
          `where the backup has ${expected.rows} (${expected.checksum.slice(0, 12)}…).`,
      );
    }
  }
  const sequences = await readSequences(tx);
  if (JSON.stringify(sequences) !== JSON.stringify(manifest.sequences))
    throw new BackupError('After loading, the sequences differ from the backup.');
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig, type ServerConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { type AuditActor, commandLineActor } from '../services/audit/actor';
import { recordAudit } from '../services/audit/record';
import { backupFacts } from './backup-audit';
import { gzipExport, writeBackupFile } from './backup-file';
import { DataFolderHeldError, liveOwnerOf } from '../db/data-folder-lock';
import { backupFromServer, serverToAsk } from './control-socket';
import { BackupError, operatorMessage } from './errors';
import { holdMaintenanceLock } from './maintenance-lock';
import type { BackupManifest } from './format';
import { type RestoreOptions, restoreBackup } from './restore';
import { backupFileName, megabytes, removeStalePartials } from './schedule';

export const backupUsage = `  npm run cli -- backup [FILE]
      A consistent backup of the database (DATABASE_URL, or the embedded one in DATA_DIR, through the running
      server when one runs on it) into FILE, by default BACKUP_DIR/skills55-<time>.backup.gz.
  npm run cli -- restore FILE [--force]
      Restores a backup into an empty DATA_DIR or an empty DATABASE_URL database, then migrates it to this
      version. --force replaces a database that holds data (it is backed up into BACKUP_DIR first).
  npm run cli -- move-to-postgres --database-url <postgres://…>
      Copies the embedded database in DATA_DIR into an empty PostgreSQL database and checks every table; the
      embedded database stays as it is. Stop the server first.`;

/** The commands of this module by name; each answers the exit code (0 done, 1 refused or failed, 2 wrong use). */
export const backupCommands: Record<string, (args: string[]) => Promise<number>> = {
  backup: (args) => reported('backup', () => backup(args)),
  restore: (args) => reported('restore', () => restore(args)),
  'move-to-postgres': (args) => reported('move to PostgreSQL', () => moveToPostgres(args)),
};

/** Every failure as one sentence for the operator, exit code 1; wrong arguments and settings go on (exit 2). */
async function reported(action: string, command: () => Promise<number>) {
  try {
    return await command();
  } catch (error) {
    if (error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw error;
    console.error(error instanceof DataFolderHeldError ? error.message : operatorMessage(error, action));
    return 1;
  }
}

async function backup(args: string[]) {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {}, strict: true });
  const config = readConfig();
  const file = path.resolve(positionals[0] ?? path.join(config.backup.dir, backupFileName()));
  const started = Date.now();
  const server = config.databaseUrl ? undefined : serverToAsk(config.dataDir);
  if (server) console.log(`A server is running on ${config.dataDir} (process ${server.pid}): it makes the backup.`);
  const viaServer = server ? await backupFromServer(server) : undefined;
  const database = viaServer ? undefined : await openExisting(config);
  try {
    const source: Readable = viaServer ?? gzipExport(database!);
    const { manifest, bytes } = await writeBackupFile(file, source);
    // Through the server, the server records it (control-socket.ts).
    if (database) await recordAudit(database.db, commandLineActor(), 'backup.create', { file, bytes, ...backupFacts(manifest) });
    console.log(`Backup written: ${file}, ${megabytes(bytes)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    for (const stale of removeStalePartials(path.dirname(file)))
      console.log(`Removed ${stale}: a backup stopped midway over a day ago.`);
    printManifest(manifest);
    return 0;
  } finally {
    await database?.close();
  }
}

async function restore(args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: 'boolean' } },
    strict: true,
  });
  if (positionals.length !== 1) return wrongUse('restore needs the backup file: npm run cli -- restore FILE [--force]');
  const config = readConfig();
  await refuseRunningServer(config, 'restoring');
  // On PostgreSQL, held to the end: the API processes' /readyz answers 503 meanwhile (the process's exit frees it too).
  const lock = config.databaseUrl ? await holdMaintenanceLock(config.databaseUrl) : undefined;
  const database = await openTarget(config.databaseUrl, config);
  try {
    const report = await restoreBackup(database, path.resolve(positionals[0]!), {
      force: values.force ? (tables) => keepCopy(database, config, tables) : undefined,
      record: recordRestore(commandLineActor(), path.resolve(positionals[0]!)),
    });
    console.log(
      `Restored ${positionals[0]} into ${config.databaseUrl ? 'the DATABASE_URL database' : path.join(config.dataDir, 'db')}.`,
    );
    printManifest(report.manifest);
    if (report.applied.length) console.log(`Migrated to this version since: ${report.applied.join(', ')}.`);
    return 0;
  } finally {
    await database.close();
    await lock?.release();
  }
}

async function moveToPostgres(args: string[]) {
  const { values } = parseArgs({ args, options: { 'database-url': { type: 'string' } }, strict: true });
  const url = values['database-url'];
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    return wrongUse('move-to-postgres needs --database-url postgres://user:password@host:5432/database');
  const config = readConfig({ ...process.env, DATABASE_URL: '' });
  await refuseRunningServer(config, 'moving');
  const lock = await holdMaintenanceLock(url);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'skills55-move-'));
  try {
    const source = await openExisting(config);
    const file = path.join(work, 'move.backup.gz');
    try {
      await writeBackupFile(file, gzipExport(source));
    } finally {
      await source.close();
    }
    const target = await openTarget(url, config);
    try {
      const { manifest } = await restoreBackup(target, file, { record: recordMove(commandLineActor()) });
      console.log(`Copied ${path.join(config.dataDir, 'db')} into the PostgreSQL database; every table checked:`);
      for (const t of manifest.tables)
        console.log(`  ${t.name.padEnd(20)} ${String(t.rows).padStart(9)} rows, checksum ${t.checksum.slice(0, 16)}… same`);
      console.log(`Sequences: ${Object.keys(manifest.sequences).length} set. The embedded database is unchanged.`);
      console.log(`\nStart the server on PostgreSQL with:\n  DATABASE_URL=${url}\ne.g. DATABASE_URL='${url}' npm start`);
      return 0;
    } finally {
      await target.close();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    await lock.release();
  }
}

/** The restore's audit entry, written in the restored database in the restore's transaction. */
const recordRestore =
  (by: AuditActor, file: string): RestoreOptions['record'] =>
  (tx, { manifest, replaced }) =>
    recordAudit(tx, by, 'backup.restore', {
      ...{ file, made_at: manifest.created_at, product_version: manifest.product_version, replaced },
      ...backupFacts(manifest),
    });

/** The move's audit entry, written in the PostgreSQL database in the transaction that fills it. */
const recordMove =
  (by: AuditActor): RestoreOptions['record'] =>
  (tx, { manifest }) =>
    recordAudit(tx, by, 'database.move', { from: 'embedded', ...backupFacts(manifest) });

function wrongUse(message: string) {
  console.error(`${message}\n\n${backupUsage}`);
  return 2;
}

function printManifest(m: BackupManifest) {
  const rows = m.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Version ${m.product_version}, database level ${m.migration_level}, made ${m.created_at} from ${m.database}: ` +
      `${m.tables.length} tables, ${rows} rows, checksum ${m.sha256.slice(0, 16)}…`,
  );
  for (const t of m.tables) console.log(`  ${t.name.padEnd(20)} ${String(t.rows).padStart(9)} rows`);
}

/** Restore and move need the embedded database to themselves (opening it would refuse too, in other words). */
async function refuseRunningServer(config: ServerConfig, what: string) {
  const owner = config.databaseUrl ? undefined : liveOwnerOf(path.join(config.dataDir, 'db'));
  if (owner)
    throw new BackupError(
      `${capitalised(owner.holder)} (process ${owner.pid}) is running on ${config.dataDir}. Stop it before ${what}: ` +
        'answers given meanwhile would be lost. Nothing was changed.',
    );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The database to back up: DATABASE_URL's, or the embedded one, which must exist (none is made). */
async function openExisting(config: ServerConfig): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl });
  const dataDir = path.join(config.dataDir, 'db');
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  return openDatabase({ dataDir });
}

function openTarget(url: string | undefined, config: ServerConfig) {
  return openDatabase(url ? { url } : { dataDir: path.join(config.dataDir, 'db') });
}

/** Before --force replaces a database that holds data, a backup of it goes into BACKUP_DIR. */
async function keepCopy(database: Database, config: ServerConfig, tables: string[]) {
  const file = path.join(config.backup.dir, `before-restore-${backupFileName()}`);
  const { bytes } = await writeBackupFile(file, gzipExport(database));
  console.log(
    `The target held data (${tables.join(', ')}); it was backed up to ${file} (${megabytes(bytes)}) before being replaced.`,
  );
}

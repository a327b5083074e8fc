import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import type { Log } from '../log/log';
import { safeError } from '../log/safe-error';
import { scheduledActor } from '../services/audit/actor';
import { recordAudit } from '../services/audit/record';
import { backupFacts } from './backup-audit';
import { type BackupMade, gzipExport, writeBackupFile } from './backup-file';
import type { BackupSettings } from '../backup-settings';
import { setLongTimeout } from './long-timeout';

const timeStamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/** The default name of a manual backup (`npm run cli -- backup`): skills55-2026-05-01T03-00-00-000Z.backup.gz. */
export const backupFileName = (date = new Date()) => `skills55-${timeStamp(date)}.backup.gz`;

/**
 * The name of a scheduled backup, skills55-scheduled-2026-05-01T03-00-00-000Z.backup.gz: names sort by time.
 * Only files named so are pruned, so manual backups in BACKUP_DIR stay. Scheduled backups of earlier
 * versions, named like manual ones (skills55-<time>.backup.gz), are therefore never pruned: they may as
 * well be manual ones.
 */
export const scheduledBackupFileName = (date = new Date()) => `skills55-scheduled-${timeStamp(date)}.backup.gz`;
const scheduledName = /^skills55-scheduled-\d{4}-\d\d-\d\dT[\d-]+Z\.backup\.gz$/;

/** A temporary file of writeBackupFile: `<file>.partial-<pid of the process writing it>`. */
const partialName = /\.gz\.partial-(\d+)$/;
const day = 86_400_000;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/**
 * Backs the database up every `everyMs` into `dir`, keeping the newest `keep` scheduled backups. The first
 * backup is due one interval after the newest scheduled one in the folder (at least a minute after the start,
 * so restarts do not pile them up); a failed one is logged as an error and tried again a minute later (or one
 * interval, if shorter). Errors never reach the requests being answered.
 */
export function scheduleBackups({
  database,
  settings,
  log,
  onWritten = () => {},
}: {
  database: Database;
  settings: BackupSettings;
  log: Log;
  /** Told each backup's size and duration (the metrics). */
  onWritten?: (made: BackupMade) => void;
}) {
  const every = settings.everyMs;
  if (!every) return { stop: async () => {} };
  const retry = Math.min(every, 60_000);
  const abort = new AbortController();
  let cancelTimer = () => {};
  let running: Promise<void> | undefined;
  const plan = (ms: number) => {
    if (abort.signal.aborted) return;
    cancelTimer = setLongTimeout(run, ms);
  };
  const run = () => {
    running = backupInto(database, settings, log, abort.signal).then(
      (made) => {
        onWritten(made);
        plan(every);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        log.error({ err: safeError(error), dir: settings.dir, retryInSeconds: retry / 1000 }, 'scheduled backup failed');
        plan(retry);
      },
    );
  };
  plan(Math.max(newestBackupTime(settings.dir) + every - Date.now(), retry));
  return {
    /** Stops the schedule; a backup in progress is abandoned (its temporary file removed). */
    async stop() {
      abort.abort();
      cancelTimer();
      await running;
    },
  };
}

async function backupInto(database: Database, settings: BackupSettings, log: Log, signal: AbortSignal): Promise<BackupMade> {
  const file = path.join(settings.dir, scheduledBackupFileName());
  const started = Date.now();
  const { bytes, manifest } = await writeBackupFile(file, gzipExport(database, signal));
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const seconds = (Date.now() - started) / 1000;
  log.info({ file, bytes, rows, seconds }, `backup written to ${file} (${megabytes(bytes)})`);
  await recordAudit(database.db, scheduledActor(), 'backup.create', { file, bytes, ...backupFacts(manifest) });
  for (const old of scheduledBackups(settings.dir).slice(0, -settings.keep)) {
    fs.rmSync(path.join(settings.dir, old), { force: true });
    log.info({ file: path.join(settings.dir, old) }, 'old backup removed');
  }
  for (const partial of removeStalePartials(settings.dir)) log.info({ file: partial }, 'stale temporary backup file removed');
  return { bytes, seconds };
}

/** The scheduled backups in `dir`, oldest first. */
export function scheduledBackups(dir: string): string[] {
  if (!isFolder(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => scheduledName.test(name))
    .sort();
}

/**
 * Removes the temporary files in `dir` of backups whose process died midway (killed, or the machine went
 * down): older than a day, and no process of their pid runs. Answers the files removed.
 */
export function removeStalePartials(dir: string): string[] {
  if (!isFolder(dir)) return [];
  const stale = fs
    .readdirSync(dir)
    .filter((name) => partialName.test(name))
    .map((name) => path.join(dir, name))
    .filter(isStalePartial);
  for (const file of stale) fs.rmSync(file, { force: true });
  return stale;
}

function isStalePartial(file: string): boolean {
  const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (modified === undefined || modified > Date.now() - day) return false;
  return !isRunning(Number(partialName.exec(file)![1]));
}

/** ESRCH: no such process; EPERM: one runs, of another user. Anything else counts as running, to be safe. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function isFolder(dir: string): boolean {
  return fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function newestBackupTime(dir: string): number {
  const newest = scheduledBackups(dir).at(-1);
  return newest ? fs.statSync(path.join(dir, newest)).mtimeMs : 0;
}

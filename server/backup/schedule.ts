import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import type { Log } from '../log/log';
import { safeError } from '../log/safe-error';
import { gzipExport, writeBackupFile } from './backup-file';
import type { BackupSettings } from '../backup-settings';

/** skills55-2026-05-01T03-00-00-000Z.backup.gz: names sort by time. */
export const backupFileName = (date = new Date()) => `skills55-${date.toISOString().replace(/[:.]/g, '-')}.backup.gz`;
const scheduledName = /^skills55-\d{4}-\d\d-\d\dT[\d-]+Z\.backup\.gz$/;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/**
 * Backs the database up every `everyMs` into `dir`, keeping the newest `keep` files. The first backup is due
 * one interval after the newest one in the folder (at least a minute after the start, so restarts do not pile
 * them up); a failed one is logged as an error and tried again a minute later (or one interval, if shorter).
 * Errors never reach the requests being answered.
 */
export function scheduleBackups({ database, settings, log }: { database: Database; settings: BackupSettings; log: Log }) {
  const every = settings.everyMs;
  if (!every) return { stop: async () => {} };
  const retry = Math.min(every, 60_000);
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const plan = (ms: number) => {
    if (abort.signal.aborted) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const run = () => {
    running = backupInto(database, settings, log, abort.signal).then(
      () => plan(every),
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
      clearTimeout(timer);
      await running;
    },
  };
}

async function backupInto(database: Database, settings: BackupSettings, log: Log, signal: AbortSignal) {
  const file = path.join(settings.dir, backupFileName());
  const started = Date.now();
  const { bytes, manifest } = await writeBackupFile(file, gzipExport(database, signal));
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  log.info({ file, bytes, rows, seconds: (Date.now() - started) / 1000 }, `backup written to ${file} (${megabytes(bytes)})`);
  for (const old of scheduledBackups(settings.dir).slice(0, -settings.keep)) {
    fs.rmSync(path.join(settings.dir, old), { force: true });
    log.info({ file: path.join(settings.dir, old) }, 'old backup removed');
  }
}

/** The scheduled backups in `dir`, oldest first. */
export function scheduledBackups(dir: string): string[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => scheduledName.test(name))
    .sort();
}

function newestBackupTime(dir: string): number {
  const newest = scheduledBackups(dir).at(-1);
  return newest ? fs.statSync(path.join(dir, newest)).mtimeMs : 0;
}

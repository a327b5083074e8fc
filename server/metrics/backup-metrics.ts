import fs from 'node:fs';
import path from 'node:path';
import { Gauge, type Registry } from 'prom-client';

/** A finished backup of this product in the folder: scheduled or made with `npm run cli -- backup`. */
const backupFile = /^skills55-.*\.backup\.gz$/;

/** The newest finished backup in `dir` (a `*.partial-<pid>` file is not finished), or none. */
export function newestBackup(dir: string): { at: number; bytes: number } | undefined {
  let newest: { at: number; bytes: number } | undefined;
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => backupFile.test(name));
  } catch {
    return undefined;
  }
  for (const name of names) {
    try {
      const stat = fs.statSync(path.join(dir, name));
      if (!newest || stat.mtimeMs > newest.at) newest = { at: stat.mtimeMs, bytes: stat.size };
    } catch {
      // removed between the listing and its reading (pruned): not the newest anyway
    }
  }
  return newest;
}

/**
 * The last successful backup, read from BACKUP_DIR when scraped (so a backup made by the command line or by
 * another API process counts as well), and the duration of the last one this process made on its schedule.
 * 0 when there is none: an alert on the backup's age fires then too.
 */
export function registerBackupMetrics(backupDir: string, registers: Registry[]) {
  new Gauge({
    name: 'skills55_backup_last_success_timestamp_seconds',
    help: 'When the newest finished backup in BACKUP_DIR was written (Unix time; 0: none).',
    registers,
    collect() {
      this.set(Math.round((newestBackup(backupDir)?.at ?? 0) / 1000));
    },
  });
  new Gauge({
    name: 'skills55_backup_last_size_bytes',
    help: 'Size of the newest finished backup in BACKUP_DIR (0: none).',
    registers,
    collect() {
      this.set(newestBackup(backupDir)?.bytes ?? 0);
    },
  });
  const duration = new Gauge({
    name: 'skills55_backup_last_duration_seconds',
    help: 'How long the last scheduled backup of this process took (0: none yet).',
    registers,
  });
  return (seconds: number) => duration.set(seconds);
}

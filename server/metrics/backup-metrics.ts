import fs from 'node:fs';
import path from 'node:path';
import { Gauge, type Registry } from 'prom-client';
import type { BackupMade } from '../backup/backup-file';

/** A finished backup of this product in the folder: scheduled or made with `npm run cli -- backup`. */
const backupFile = /^skills55-.*\.backup\.gz$/;

interface LastBackup {
  /** Unix time in milliseconds. */
  at: number;
  bytes: number;
}

/** The newest finished backup in `dir` (a `*.partial-<pid>` file is not finished), or none. */
export function newestBackup(dir: string): LastBackup | undefined {
  let newest: LastBackup | undefined;
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
 * The last successful backup: the newer of the last one this process made (scheduled, or sent through the
 * control socket to `npm run cli -- backup`, whatever file that wrote) and the newest file in BACKUP_DIR read
 * when scraped (so one made by the command line alone or by another API process counts, and a restart does
 * not reset it to "never"). 0 when there is none, so an alert on the backup's age fires then too.
 */
export function registerBackupMetrics(backupDir: string, registers: Registry[]) {
  let own: (LastBackup & { seconds: number }) | undefined;
  const last = () => {
    const inFolder = newestBackup(backupDir);
    return own && (!inFolder || own.at >= inFolder.at) ? own : inFolder;
  };
  new Gauge({
    name: 'skills55_backup_last_success_timestamp_seconds',
    help: 'When the last successful backup ended (Unix time; 0: none in BACKUP_DIR or by this process).',
    registers,
    collect() {
      this.set(Math.round((last()?.at ?? 0) / 1000));
    },
  });
  new Gauge({
    name: 'skills55_backup_last_size_bytes',
    help: 'Size of the last successful backup (gzip; 0: none).',
    registers,
    collect() {
      this.set(last()?.bytes ?? 0);
    },
  });
  new Gauge({
    name: 'skills55_backup_last_duration_seconds',
    help: 'How long the last backup this process made took (0: none since the start).',
    registers,
    collect() {
      this.set(own?.seconds ?? 0);
    },
  });
  return (made: BackupMade) => {
    own = { at: Date.now(), ...made };
  };
}

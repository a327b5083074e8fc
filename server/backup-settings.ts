import fs from 'node:fs';
import path from 'node:path';

/** BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP (README "Settings"). */
export interface BackupSettings {
  dir: string;
  /** Milliseconds between scheduled backups; undefined: none. */
  everyMs: number | undefined;
  keep: number;
}

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const maxEveryMs = 90 * units.d!;

/** Reads the settings; a wrong value is a message in words (`invalid` builds the error the caller throws). */
export function readBackupSettings(
  env: NodeJS.ProcessEnv,
  { dataDir, serverDatabase }: { dataDir: string; serverDatabase: boolean },
  invalid: (message: string) => Error,
): BackupSettings {
  const every = env.BACKUP_EVERY || (serverDatabase ? 'off' : '1d');
  const match = /^(\d+)\s*([smhd])$/.exec(every.trim());
  if (every !== 'off' && (!match || Number(match[1]) < 1))
    throw invalid(`BACKUP_EVERY must be "off" or a time such as 30m, 6h or 1d, got "${every}".`);
  const everyMs = match ? Number(match[1]) * units[match[2]!]! : undefined;
  if (everyMs !== undefined && everyMs > maxEveryMs) throw invalid(`BACKUP_EVERY must be at most 90d (90 days), got "${every}".`);
  const keep = Number(env.BACKUP_KEEP ?? 7);
  if (!Number.isInteger(keep) || keep < 1)
    throw invalid(`BACKUP_KEEP must be a whole number of at least 1, got "${env.BACKUP_KEEP}".`);
  return { dir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')), everyMs, keep };
}

/**
 * When backups are scheduled, makes BACKUP_DIR if missing and writes a probe file into it, so that a folder
 * the server may not write to stops the start rather than the first backup hours later.
 */
export function checkBackupDir(settings: BackupSettings, invalid: (message: string) => Error): void {
  if (settings.everyMs === undefined) return;
  const probe = path.join(settings.dir, `.write-probe-${process.pid}`);
  try {
    fs.mkdirSync(settings.dir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw invalid(
      `BACKUP_DIR ${settings.dir} cannot be written (${code}). Set BACKUP_DIR to a folder this user may write to, or BACKUP_EVERY=off.`,
    );
  }
}

import path from 'node:path';

/** BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP (README "Settings"). */
export interface BackupSettings {
  dir: string;
  /** Milliseconds between scheduled backups; undefined: none. */
  everyMs: number | undefined;
  keep: number;
}

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

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
  const keep = Number(env.BACKUP_KEEP ?? 7);
  if (!Number.isInteger(keep) || keep < 1)
    throw invalid(`BACKUP_KEEP must be a whole number of at least 1, got "${env.BACKUP_KEEP}".`);
  return {
    dir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
    everyMs: match ? Number(match[1]) * units[match[2]!]! : undefined,
    keep,
  };
}

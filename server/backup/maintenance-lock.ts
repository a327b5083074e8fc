import pg from 'pg';
import { BackupError } from './errors';

/**
 * The PostgreSQL advisory lock a restore or a move holds on its target database for its whole run; /readyz
 * answers 503 while another session holds it (server/services/readiness.ts). One number, beside the
 * migrations' own (server/db/migrate.ts).
 */
export const maintenanceLockKey = 727275;

export interface MaintenanceLock {
  release(): Promise<void>;
}

/**
 * Takes the lock on a connection of its own, kept until `release` (or until the process ends: the session's
 * end frees it). A second restore or move on the same database is refused rather than queued.
 */
export async function holdMaintenanceLock(url: string): Promise<MaintenanceLock> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost while held loses the lock, not the restore: its own connections carry on or fail alone.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [maintenanceLockKey]);
    if (!rows[0]?.held) {
      throw new BackupError(
        'Another restore or move is running on this database. Wait until it has ended, then try again. Nothing was changed.',
      );
    }
  } catch (error) {
    await client.end();
    throw error;
  }
  return { release: () => client.end() };
}

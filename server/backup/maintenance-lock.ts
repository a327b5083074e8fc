import pg from 'pg';
import { lockArguments } from '../db/advisory-locks';
import { BackupError } from './errors';

export interface MaintenanceLock {
  release(): Promise<void>;
}

/**
 * The PostgreSQL advisory lock a restore or a move holds on its target for its whole run, taken on a
 * connection of its own and kept until `release` (or until the process ends: the session's end frees it).
 * /readyz answers 503 while another session holds it (server/services/readiness.ts). It is keyed by the
 * database and the schema (server/db/advisory-locks.ts): `pgSchema` is the one the restore writes, public
 * (or the address's search_path) when not given. A second restore or move there is refused rather than queued.
 */
export async function holdMaintenanceLock(url: string, pgSchema?: string): Promise<MaintenanceLock> {
  const client = new pg.Client({ connectionString: url, ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}) });
  // A connection lost while held loses the lock, not the restore: its own connections carry on or fail alone.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ held: boolean }>(
      `SELECT pg_try_advisory_lock(${lockArguments('maintenance')}) AS held`,
    );
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

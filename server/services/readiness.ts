import { sql } from 'drizzle-orm';
import type { NotReadyReason } from '../../contract/api/health';
import { maintenanceLockKey } from '../backup/maintenance-lock';
import type { Database } from '../db/client';
import { migrationNames, rowsOf } from '../db/migrate';

/** How long the database may take to answer before the server counts as not ready. */
export const readinessTimeoutMs = 2000;

/** The migrations of this program: its files do not change while it runs. */
let programMigrations: string[] | undefined;

/**
 * One statement: the applied migrations, and whether another session holds the restore and move lock
 * (server/backup/maintenance-lock.ts) on this database. On the embedded database nobody else can.
 */
const stateQuery = sql.raw(`
  SELECT (SELECT coalesce(array_agg(name), '{}') FROM schema_migrations) AS applied,
    EXISTS (
      SELECT 1 FROM pg_locks
      WHERE locktype = 'advisory' AND classid = 0 AND objid = ${maintenanceLockKey} AND objsubid = 1 AND granted
        AND pid <> pg_backend_pid() AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    ) AS maintenance`);

interface State {
  applied: string[];
  maintenance: boolean;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Why the server should get no requests now, or undefined when it is ready: it is shutting down, the
 * database does not answer within readinessTimeoutMs, a restore or move holds it, or a migration of this
 * program is not applied (docs/operations.md "Health and readiness").
 */
export async function notReadyReason(database: Database, closing: boolean): Promise<NotReadyReason | undefined> {
  if (closing) return 'shutting down';
  const state = await withTimeout(
    database.db.execute(stateQuery).then((result) => rowsOf<State>(result)[0]),
    readinessTimeoutMs,
  ).catch(() => undefined);
  if (!state) return 'database unreachable';
  if (state.maintenance) return 'restore or move in progress';
  programMigrations ??= migrationNames();
  const applied = new Set(state.applied);
  return programMigrations.every((name) => applied.has(name)) ? undefined : 'migrations pending';
}

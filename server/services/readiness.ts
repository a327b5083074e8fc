import { sql } from 'drizzle-orm';
import type { NotReadyReason } from '../../contract/api/health';
import { heldElsewhereCondition } from '../db/advisory-locks';
import type { Database } from '../db/client';
import { migrationNames, rowsOf } from '../db/migrate';

/** How long the database may take to answer before the server counts as not ready. */
export const readinessTimeoutMs = 2000;

/** The migrations of this program: its files do not change while it runs. */
let programMigrations: string[] | undefined;

/**
 * Whether another session holds the restore and move lock (server/backup/maintenance-lock.ts) on this
 * database and schema; on the embedded database nobody else can. Asked first and alone: it reads no table of ours, so
 * it answers while a restore's transaction holds them all (its drops), where reading schema_migrations would
 * wait until the restore ends, each poll keeping a connection of the pool meanwhile.
 */
const maintenanceQuery = sql.raw(`
  SELECT EXISTS (SELECT 1 FROM pg_locks WHERE ${heldElsewhereCondition('maintenance')}) AS maintenance`);

/** The applied migrations. */
const appliedQuery = sql.raw(`SELECT coalesce(array_agg(name), '{}') AS applied FROM schema_migrations`);

interface State {
  applied: string[];
  maintenance: boolean;
}

async function readState(database: Database): Promise<State | undefined> {
  const lock = rowsOf<{ maintenance: boolean }>(await database.db.execute(maintenanceQuery))[0];
  if (!lock) return undefined;
  if (lock.maintenance) return { applied: [], maintenance: true };
  const migrations = rowsOf<{ applied: string[] }>(await database.db.execute(appliedQuery))[0];
  return migrations && { applied: migrations.applied, maintenance: false };
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
  const state = await withTimeout(readState(database), readinessTimeoutMs).catch(() => undefined);
  if (!state) return 'database unreachable';
  if (state.maintenance) return 'restore or move in progress';
  programMigrations ??= migrationNames();
  const applied = new Set(state.applied);
  return programMigrations.every((name) => applied.has(name)) ? undefined : 'migrations pending';
}

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverDir } from '../paths';
import type { Database } from './client';

const migrationsDir = path.join(serverDir, 'db', 'migrations');

/** One number for every process: pg_advisory_xact_lock holds it until the transaction ends. */
const migrationLock = 727274;

/**
 * Applies every migrations/*.sql file not yet applied (or only those named in `only`: a restore first builds
 * the backup's level), in name order, each in its own transaction.
 * An advisory lock keeps several API processes starting at once from applying the same file twice. It is
 * taken before anything else, the creation of schema_migrations included: two processes creating it at
 * once on a new database would otherwise collide (23505 on the catalogue's unique index; issue 14).
 */
export async function migrate(database: Database, options: { only?: readonly string[] } = {}): Promise<string[]> {
  await database.execScript(`
    SELECT pg_advisory_xact_lock(${migrationLock});
    CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );`);
  const files = migrationNames().filter((name) => !options.only || options.only.includes(name));
  const applied: string[] = [];
  for (const name of files) {
    const done = await database.db.execute(sql`SELECT 1 FROM schema_migrations WHERE name = ${name}`);
    if (rowsOf(done).length > 0) continue;
    const body = fs.readFileSync(path.join(migrationsDir, name), 'utf8');
    const quoted = name.replaceAll("'", "''");
    await database
      .execScript(`
      SELECT pg_advisory_xact_lock(${migrationLock});
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN
          RAISE EXCEPTION 'already-applied';
        END IF;
      END $$;
      ${body}
      INSERT INTO schema_migrations (name) VALUES ('${quoted}');`)
      .catch((error: Error) => {
        if (!String(error.message).includes('already-applied')) throw error;
      });
    applied.push(name);
  }
  return applied;
}

/** The migration files this version of the program has, in the order they apply. */
export function migrationNames(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; Drizzle passes either through. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverDir } from '../paths';
import { lockArguments } from './advisory-locks';
import type { Database } from './client';

const migrationsDir = path.join(serverDir, 'db', 'migrations');

/** pg_advisory_xact_lock holds it until the transaction ends; one per schema (server/db/advisory-locks.ts). */
const migrationLock = `pg_advisory_xact_lock(${lockArguments('migrations')})`;

/**
 * Applies every migrations/*.sql file not yet applied, in name order, each in its own transaction (a restore
 * runs the same scripts inside its one transaction: migrationScript).
 * An advisory lock keeps several API processes starting at once from applying the same file twice. It is
 * taken before anything else, the creation of schema_migrations included: two processes creating it at
 * once on a new database would otherwise collide (23505 on the catalogue's unique index).
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.execScript(`SELECT ${migrationLock};\n${schemaMigrationsTable}`);
  const applied: string[] = [];
  for (const name of migrationNames()) {
    const done = await database.db.execute(sql`SELECT 1 FROM schema_migrations WHERE name = ${name}`);
    if (rowsOf(done).length > 0) continue;
    const quoted = name.replaceAll("'", "''");
    await database
      .execScript(`
      SELECT ${migrationLock};
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN
          RAISE EXCEPTION 'already-applied';
        END IF;
      END $$;
      ${migrationScript(name)}`)
      .catch((error: Error) => {
        if (!String(error.message).includes('already-applied')) throw error;
      });
    applied.push(name);
  }
  return applied;
}

/** The table of applied migrations; migrate and restore make it before any migration. */
export const schemaMigrationsTable = `
    CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );`;

/** One migration's statements and the row that records it, to run inside a transaction. */
export function migrationScript(name: string): string {
  const body = fs.readFileSync(path.join(migrationsDir, name), 'utf8');
  return `${body}\nINSERT INTO schema_migrations (name) VALUES ('${name.replaceAll("'", "''")}');`;
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

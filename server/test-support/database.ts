import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

export interface TestDatabase {
  database: Database;
  /** Closes the database (if still open) and drops the test's schema on PostgreSQL. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with DATABASE_URL set, the
 * PostgreSQL server with a schema of its own (dropped afterwards), so test files can run in parallel.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const pgSchema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ url, pgSchema });
  await migrate(database);
  let closed = false;
  const close = database.close;
  database.close = async () => {
    if (closed) return;
    closed = true;
    await close();
  };
  return {
    database,
    async cleanup() {
      await database.close();
      if (!url || !pgSchema) return;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

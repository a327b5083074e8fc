import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or, when DATABASE_URL is set,
 * a schema of its own on that PostgreSQL server (dropped again by `dispose`).
 */
export async function openTestDatabase(): Promise<Database & { dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL || undefined;
  const pgSchema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ url, pgSchema });
  await migrate(database);
  let disposed = false;
  return {
    ...database,
    close: async () => {
      if (!disposed) await dispose();
    },
    dispose,
  };

  async function dispose() {
    if (disposed) return;
    disposed = true;
    await database.close();
    if (url && pgSchema) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
      await client.end();
    }
  }
}

import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client';
import { rowsOf } from '../db/migrate';
import type { TestApp } from './app';

/**
 * A second handle on the test's PostgreSQL schema, standing in for another API process or the CLI: its
 * writes reach the app only through the database's notifications. PostgreSQL only (one process owns an
 * embedded database).
 */
export async function openSecondProcess(t: TestApp): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('a second process needs DATABASE_URL');
  const [row] = rowsOf<{ schema: string }>(await t.database.db.execute(sql`SELECT current_schema() AS schema`));
  return openDatabase({ url, pgSchema: row!.schema });
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { migrate, rowsOf } from './migrate';
import { openTestDatabase, type TestDatabase } from '../test-support/database';

describe('given a migrated database', () => {
  let database: Database;
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await openTestDatabase();
    database = testDatabase.database;
  });
  afterAll(async () => {
    await testDatabase.cleanup();
  });

  it('records every migration file once and applies nothing on a second run', async () => {
    const recorded = rowsOf<{ name: string }>(await database.db.execute(sql`SELECT name FROM schema_migrations ORDER BY name`));
    expect(recorded.map((r) => r.name)).toContain('0001_server_starts.sql');
    expect(await migrate(database)).toEqual([]);
  });
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
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

/**
 * Several API processes starting at once on a new PostgreSQL database: before the fix, some
 * crashed with 23505 because each created schema_migrations before taking the lock. PostgreSQL only:
 * the embedded database belongs to one process.
 */
describe.runIf(process.env.DATABASE_URL)('given several processes starting at once on a new PostgreSQL database', () => {
  const processes = 8;
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/none');
  const name = `migrate_race_${process.pid}_${Date.now()}`;
  const admin = () => new pg.Client({ connectionString: url.toString() });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  });

  it('brings every one of them up, each migration applied once', async () => {
    const target = new URL(url);
    target.pathname = `/${name}`;
    const children = Array.from({ length: processes }, () =>
      spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../test-support/migrate-process.ts')], {
        env: { ...process.env, DATABASE_URL: target.toString() },
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    const outputs = children.map(() => '');
    const ready = children.map(
      (child, i) =>
        new Promise<void>((resolve) =>
          child.stdout.on('data', (chunk) => {
            outputs[i] += chunk;
            if (outputs[i]?.includes('ready')) resolve();
          }),
        ),
    );
    const exits = children.map((child) => new Promise<number | null>((resolve) => child.once('exit', resolve)));
    await Promise.all(ready);
    for (const child of children) child.stdin.write('go\n');
    const codes = await Promise.all(exits);
    expect(codes, outputs.join('')).toEqual(Array(processes).fill(0));

    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    const { rows } = await client.query('SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name');
    await client.end();
    const files = fs.readdirSync(path.join(import.meta.dirname, 'migrations')).filter((f) => f.endsWith('.sql'));
    expect(rows.map((r) => r.name).sort()).toEqual(files.sort());
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });
});

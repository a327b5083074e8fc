import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdMaintenanceLock } from '../backup/maintenance-lock';
import type { Database } from '../db/client';
import { migrationNames, rowsOf } from '../db/migrate';
import { notReadyReason, readinessTimeoutMs } from '../services/readiness';
import { createTestApp, type TestApp } from '../test-support/app';

/** GET /livez and GET /readyz; the shutdown's 503 is in server/shutdown.test.ts, on a real process. */
let t: TestApp;
/** The schema this file's server works in (PostgreSQL): the restore lock is keyed by it. */
let testSchema: string | undefined;
beforeAll(async () => {
  t = await createTestApp();
  if (process.env.DATABASE_URL)
    testSchema = rowsOf<{ schema: string }>(await t.database.db.execute(sql`SELECT current_schema() AS schema`))[0]!.schema;
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('given a server whose database answers and is migrated', () => {
  it('is live and ready, and neither answer is cached', async () => {
    for (const [url, status] of [
      ['/livez', 'ok'],
      ['/readyz', 'ready'],
    ] as const) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json()).toEqual({ status });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('given a migration of this program that is not applied', () => {
  it('is not ready, saying so, until it is', async () => {
    const last = migrationNames().at(-1)!;
    await t.database.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last}`);
    const pending = await get('/readyz');
    await t.database.db.execute(sql`INSERT INTO schema_migrations (name) VALUES (${last})`);
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({ status: 'not ready', reason: 'migrations pending' });
    expect(pending.headers['retry-after']).toBe('5');
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});

describe('given a database that fails', () => {
  it('is not ready: database unreachable', async () => {
    const failing = { kind: 'pglite', db: { execute: () => Promise.reject(new Error('connection refused')) } };
    expect(await notReadyReason(failing as unknown as Database, false)).toBe('database unreachable');
  });
});

describe.runIf(process.env.DATABASE_URL)('given a restore or move on the PostgreSQL database', () => {
  it('is not ready while another connection holds the restore lock, and a second restore is refused', async () => {
    const lock = await holdMaintenanceLock(process.env.DATABASE_URL!, testSchema);
    try {
      const held = await get('/readyz');
      expect(held.statusCode).toBe(503);
      expect(held.json()).toEqual({ status: 'not ready', reason: 'restore or move in progress' });
      await expect(holdMaintenanceLock(process.env.DATABASE_URL!, testSchema)).rejects.toThrow(
        /Another restore or move is running/,
      );
    } finally {
      await lock.release();
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('stays ready while a restore holds another schema of the same database, and that one may hold it too', async () => {
    const neighbour = `${testSchema}_neighbour`;
    await t.database.db.execute(sql.raw(`CREATE SCHEMA "${neighbour}"`));
    const elsewhere = await holdMaintenanceLock(process.env.DATABASE_URL!, neighbour);
    try {
      expect((await get('/readyz')).statusCode).toBe(200);
      const here = await holdMaintenanceLock(process.env.DATABASE_URL!, testSchema);
      await here.release();
    } finally {
      await elsewhere.release();
      await t.database.db.execute(sql.raw(`DROP SCHEMA "${neighbour}"`));
    }
  });

  it('says so while the restore’s transaction holds the tables, without waiting on them', async () => {
    const lock = await holdMaintenanceLock(process.env.DATABASE_URL!, testSchema);
    try {
      // What the restore's transaction does first: dropping the tables holds them until it ends.
      const held = await t.database.scriptTransaction(async (tx) => {
        await tx.execScript('LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE');
        const started = Date.now();
        const answer = await get('/readyz');
        return { answer, ms: Date.now() - started };
      });
      expect(held.answer.statusCode).toBe(503);
      expect(held.answer.json()).toEqual({ status: 'not ready', reason: 'restore or move in progress' });
      expect(held.ms).toBeLessThan(readinessTimeoutMs);
    } finally {
      await lock.release();
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});

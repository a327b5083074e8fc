import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from './pglite-statement-cost';

const row = sql`SELECT
  timestamptz '2026-11-26 10:00:00.123+00' AS at,
  date '2026-11-26' AS day,
  interval '1 day 2 hours' AS span,
  ARRAY[1.50, 2.25]::numeric[] AS amounts,
  ARRAY[timestamptz '2026-11-26 10:00:00+00'] AS times,
  42::int AS answer,
  '{"a": 1}'::jsonb AS doc`;

describe('given Drizzle on the embedded database', () => {
  let plain: PGlite;
  let lean: PGlite;
  const sentParsers: (QueryOptions['parsers'] | undefined)[] = [];

  beforeAll(async () => {
    plain = await PGlite.create();
    lean = await PGlite.create();
    // Every statement PGlite is given, on the client and inside its transactions, records its parsers.
    const recording = (query: PGlite['query']) =>
      ((text: string, params?: unknown[], options?: QueryOptions) => {
        sentParsers.push(options?.parsers);
        return query(text, params, options);
      }) as PGlite['query'];
    lean.query = recording(lean.query.bind(lean));
    const transaction = lean.transaction.bind(lean);
    lean.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        tx.query = recording(tx.query.bind(tx));
        return callback(tx);
      })) as PGlite['transaction'];
    await lean.exec('CREATE TABLE notes (id integer PRIMARY KEY, written timestamptz NOT NULL)');
  });
  afterAll(async () => {
    await plain.close();
    await lean.close();
  });

  it('reads every type as Drizzle on PGlite itself does, without handing PGlite parsers per statement', async () => {
    const expected = await drizzle(plain).execute(row);
    const got = await drizzle(pgliteForDrizzle(lean)).execute(row);
    expect(got.rows).toEqual(expected.rows);
    expect(got.rows[0]).toMatchObject({ at: '2026-11-26 10:00:00.123+00', day: '2026-11-26', answer: 42, doc: { a: 1 } });
    expect(sentParsers.length).toBeGreaterThan(0);
    expect(sentParsers.every((parsers) => parsers === undefined)).toBe(true);
  });

  it('keeps transactions whole: committed together, or rolled back together', async () => {
    const db = drizzle(pgliteForDrizzle(lean));
    const before = sentParsers.length;
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes VALUES (1, now())`);
      await tx.execute(sql`INSERT INTO notes VALUES (2, now())`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes VALUES (3, now())`);
        await tx.execute(sql`INSERT INTO notes VALUES (1, now())`);
      }),
    ).rejects.toThrow();
    const ids = await db.execute<{ id: number }>(sql`SELECT id FROM notes ORDER BY id`);
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2]);
    // The four statements inside the transactions and the read after them, none with parsers.
    expect(sentParsers.length - before).toBeGreaterThanOrEqual(5);
    expect(sentParsers.every((parsers) => parsers === undefined)).toBe(true);
  });
});

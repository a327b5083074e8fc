import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ConfigError } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One database handle for either engine: Drizzle for queries, `exec` for migrations, `close` on shutdown. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a script of several statements with no parameters, in one transaction. */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… uses a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite folder; undefined keeps PGlite in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to use instead of public (tests isolate each file in its own). */
  pgSchema?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.pgSchema) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) assertWritableFolder(dataDir);
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    execScript: async (sql) => {
      await client.transaction(async (tx) => {
        await tx.exec(sql);
      });
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, pgSchema: string | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    execScript: async (sql) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(sql);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function assertWritableFolder(dir: string) {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-check-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new ConfigError(
      `The data folder ${dir} cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'}). ` +
        'Set DATA_DIR to a folder this user may write to.',
    );
  }
}

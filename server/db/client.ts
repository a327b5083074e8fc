import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ConfigError } from '../config';
import { type DataFolderLock, lockDataFolder } from './data-folder-lock';
import { serverDir } from '../paths';
import { type ChangeFeed, type ChangeFeedSource, changeChannel, createChangeFeed, tableNotified } from './change-feed';
import { pgliteForDrizzle } from './pglite-statement-cost';
import { listenForChanges } from './postgres-listener';
import * as schema from './schema';
import { createStatementTimes, type StatementTimes } from './statement-times';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One database handle for either engine: Drizzle for queries, `exec` for migrations, `close` on shutdown. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a script of several statements with no parameters, in one transaction. */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
  /** How many statements Drizzle has sent so far (tests check that a call's cost does not grow with data). */
  statementCount(): number;
  /** Which tables were written, by this process or another (the content and session caches listen). */
  changes: ChangeFeed;
  /** The embedded database: how long each statement took (the metrics listen). */
  statementTimes?: StatementTimes;
  /** PostgreSQL: the connection pool's connections now, for the metrics. */
  connections?: () => { total: number; idle: number; waiting: number };
  /** The embedded database's folder lock, held until `close` (none in memory or on PostgreSQL). */
  folderLock?: DataFolderLock;
  /**
   * One transaction in which statements and scripts of several statements run together; it commits when
   * `work` resolves and rolls back when it throws (a restore clears, migrates and loads in one).
   */
  scriptTransaction<T>(work: (tx: ScriptTransaction) => Promise<T>): Promise<T>;
}

export interface ScriptTransaction {
  execute(query: SQL): Promise<unknown>;
  execScript(sql: string): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… uses a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite folder; undefined keeps PGlite in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to use instead of public (tests isolate each file in its own). */
  pgSchema?: string;
  /** Told every statement Drizzle sends, with its parameters (the API benchmark EXPLAINs them). */
  logQuery?: (query: string, params: unknown[]) => void;
  /** What holds the embedded database's folder, in words for whoever finds it held ("the server"). */
  holder?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.pgSchema, options.logQuery)
    : openPglite(options.dataDir, options.logQuery, options.holder);
}

/** Counts the statements Drizzle sends and announces its writes; cheap enough to stay on in production. */
function statementCounter(changes: ChangeFeedSource, log?: DatabaseOptions['logQuery']) {
  let count = 0;
  const logQuery = (query: string, params: unknown[]) => {
    count++;
    changes.statementSent(query);
    log?.(query, params);
  };
  return { logger: { logQuery }, statementCount: () => count };
}

/**
 * PostgreSQL settings of the embedded database (docs/decisions/runtime-and-tooling.md has the measurements). PGlite
 * keeps PostgreSQL's shared memory inside its WebAssembly memory, which never shrinks; the default 128 MB
 * of shared buffers alone kept the idle server far above 300 MB. 16 MB caches the whole demo database many
 * times over; the operating system's file cache keeps the rest of a bigger one close.
 */
export const pgliteSettings = ['shared_buffers=16MB', 'wal_buffers=1MB', 'temp_buffers=2MB', 'maintenance_work_mem=16MB'];

async function openPglite(dataDir: string | undefined, log?: DatabaseOptions['logQuery'], holder?: string): Promise<Database> {
  let folderLock: DataFolderLock | undefined;
  let client: PGlite;
  try {
    if (dataDir) {
      assertWritableFolder(dataDir);
      folderLock = lockDataFolder(dataDir, holder ?? commandInWords());
      if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initdbInChildProcess(dataDir);
    }
    const startParams = [...PGlite.defaultStartParams, ...pgliteSettings.flatMap((setting) => ['-c', setting])];
    client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), startParams });
  } catch (error) {
    folderLock?.release();
    throw error;
  }
  // One process owns an embedded database, and PGlite hands over its notifications before a statement's answer.
  const changes = createChangeFeed(true);
  await client.listen(changeChannel, (payload) => changes.emit(tableNotified(payload, 'public') ?? '*'));
  const { logger, statementCount } = statementCounter(changes, log);
  const statementTimes = createStatementTimes();
  return {
    kind: 'pglite',
    statementCount,
    statementTimes,
    changes,
    db: drizzlePglite(pgliteForDrizzle(client, statementTimes), { schema, logger }) as unknown as Db,
    execScript: async (sql) => {
      changes.emit('*');
      try {
        await client.transaction(async (tx) => {
          await tx.exec(sql);
        });
      } finally {
        changes.emit('*');
      }
    },
    scriptTransaction: async (work) => {
      changes.emit('*');
      try {
        return await client.transaction((tx) =>
          work({
            execute: (query) => {
              const compiled = dialect.sqlToQuery(query);
              return tx.query(compiled.sql, compiled.params);
            },
            execScript: async (script) => void (await tx.exec(script)),
          }),
        );
      } finally {
        changes.emit('*');
      }
    },
    folderLock,
    close: async () => {
      try {
        await client.close();
      } finally {
        folderLock?.release();
      }
    },
  };
}

const dialect = new PgDialect();

/** What this process is, as a lock's holder: "npm run cli -- backup". */
function commandInWords() {
  // The command's name only: its other arguments may hold a password or a database address.
  return process.argv[1]?.endsWith('cli.ts') ? `npm run cli -- ${process.argv[2] ?? ''}`.trim() : 'a program';
}

async function openPostgres(url: string, pgSchema: string | undefined, log?: DatabaseOptions['logQuery']): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
  const changes = createChangeFeed(false);
  const listener = listenForChanges(url, pgSchema, changes);
  await listener.ready;
  const { logger, statementCount } = statementCounter(changes, log);
  return {
    kind: 'postgres',
    statementCount,
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    changes,
    db: drizzlePg(pool, { schema, logger }) as unknown as Db,
    execScript: (script) => postgresTransaction(pool, changes, async (client) => void (await client.query(script))),
    scriptTransaction: (work) =>
      postgresTransaction(pool, changes, (client) =>
        work({
          execute: (query) => {
            const compiled = dialect.sqlToQuery(query);
            return client.query(compiled.sql, compiled.params);
          },
          execScript: async (script) => void (await client.query(script)),
        }),
      ),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

async function postgresTransaction<T>(pool: pg.Pool, changes: ChangeFeedSource, work: (client: pg.PoolClient) => Promise<T>) {
  changes.emit('*');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
    changes.emit('*');
  }
}

/** A new database folder is made in a process of its own, so initdb's memory goes when it ends. */
function initdbInChildProcess(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(serverDir, 'db', 'pglite-initdb.mjs'), dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Creating the embedded database failed (exit ${code}): ${errors.trim()}`)),
    );
  });
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

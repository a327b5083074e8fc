import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../db/migrate';

/** A database handle or a transaction: anything that runs a statement. */
export interface Executor {
  execute(query: SQL): Promise<unknown>;
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function rows<T>(x: Executor, query: SQL | string): Promise<T[]> {
  return rowsOf<T>(await x.execute(typeof query === 'string' ? sql.raw(query) : query));
}

/** The schema the app works in (public, or a test's own through search_path). */
const schemaOid = `(SELECT oid FROM pg_namespace WHERE nspname = current_schema())`;

export interface TableInfo {
  name: string;
  /** A foreign key of the table to itself: its rows must arrive in one statement (checks run at its end). */
  selfReferencing: boolean;
}

/** The app's tables, each after the tables it refers to, so rows can be loaded in this order. */
export async function listTables(x: Executor): Promise<TableInfo[]> {
  const found = await rows<{ name: string; refs: string[]; self_ref: boolean }>(
    x,
    `SELECT c.relname::text AS name,
       coalesce(array_agg(DISTINCT r.relname::text) FILTER (WHERE r.oid <> c.oid), '{}') AS refs,
       coalesce(bool_or(r.oid = c.oid), false) AS self_ref
     FROM pg_class c
     LEFT JOIN pg_constraint f ON f.conrelid = c.oid AND f.contype = 'f'
     LEFT JOIN pg_class r ON r.oid = f.confrelid
     WHERE c.relnamespace = ${schemaOid} AND c.relkind IN ('r', 'p')
     GROUP BY c.oid, c.relname
     ORDER BY c.relname`,
  );
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name) || path.includes(name)) return;
    const table = found.find((t) => t.name === name);
    if (!table) return;
    for (const ref of table.refs) place(ref, [...path, name]);
    placed.add(name);
    ordered.push({ name, selfReferencing: table.self_ref });
  };
  for (const table of found) place(table.name, []);
  return ordered;
}

/** last_value of every sequence of the schema (identity columns included); null when never used. */
export async function readSequences(x: Executor): Promise<Record<string, string | null>> {
  const found = await rows<{ name: string; last_value: string | number | null }>(
    x,
    `SELECT sequencename::text AS name, last_value FROM pg_sequences
     WHERE schemaname = current_schema() ORDER BY sequencename`,
  );
  return Object.fromEntries(found.map((s) => [s.name, s.last_value === null ? null : String(s.last_value)]));
}

/** Tables the migrations fill themselves; rows in them alone do not make a database "in use". */
const bookkeeping = new Set(['schema_migrations', 'content_version']);

/** The tables holding data (none: the database is empty and a restore may go into it). */
export async function tablesWithData(x: Executor): Promise<string[]> {
  const withData: string[] = [];
  for (const { name } of await listTables(x)) {
    if (bookkeeping.has(name)) continue;
    const [found] = await rows<{ any: boolean }>(x, `SELECT EXISTS (SELECT 1 FROM ${ident(name)}) AS any`);
    if (found?.any) withData.push(name);
  }
  return withData;
}

/** Drops every table, view, sequence and function of the schema (an empty or replaced target). */
export async function clearSchema(x: Executor) {
  // Tables first: their identity sequences go with them (dropping one of those alone is refused).
  const dropOf: [string, string][] = [
    ['r', 'TABLE'],
    ['p', 'TABLE'],
    ['v', 'VIEW'],
    ['m', 'MATERIALIZED VIEW'],
    ['S', 'SEQUENCE'],
  ];
  for (const [kind, drop] of dropOf) {
    const objects = await rows<{ name: string }>(
      x,
      `SELECT relname::text AS name FROM pg_class WHERE relnamespace = ${schemaOid} AND relkind = '${kind}'`,
    );
    for (const o of objects) await x.execute(sql.raw(`DROP ${drop} IF EXISTS ${ident(o.name)} CASCADE`));
  }
  const functions = await rows<{ signature: string }>(
    x,
    `SELECT oid::regprocedure::text AS signature FROM pg_proc WHERE pronamespace = ${schemaOid}`,
  );
  for (const f of functions) await x.execute(sql.raw(`DROP FUNCTION IF EXISTS ${f.signature} CASCADE`));
}

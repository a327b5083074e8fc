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

/** An object of the app's schema, as a restore sees it. */
export interface SchemaObject {
  kind: string;
  name: string;
  /** The object as a DROP statement names it (a function with its argument types). */
  dropName: string;
}

/**
 * Every table, view, sequence, index, function and type in the schema, but the members of extensions (which
 * their extension owns, and a restore leaves alone).
 */
export async function schemaObjects(x: Executor): Promise<SchemaObject[]> {
  return rows<SchemaObject>(
    x,
    `SELECT kind, name, drop_name AS "dropName" FROM (
       SELECT CASE c.relkind WHEN 'r' THEN 'table' WHEN 'p' THEN 'table' WHEN 'v' THEN 'view'
                WHEN 'm' THEN 'materialized view' WHEN 'S' THEN 'sequence' WHEN 'f' THEN 'foreign table'
                WHEN 'c' THEN 'type' ELSE 'index' END AS kind,
              c.relname::text AS name, quote_ident(c.relname) AS drop_name, c.oid, 'pg_class'::regclass AS classid
       FROM pg_class c WHERE c.relnamespace = ${schemaOid} AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f', 'c', 'i', 'I')
       UNION ALL
       SELECT 'function', p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')',
              quote_ident(p.proname) || '(' || pg_get_function_identity_arguments(p.oid) || ')', p.oid, 'pg_proc'::regclass
       FROM pg_proc p WHERE p.pronamespace = ${schemaOid}
       UNION ALL
       SELECT 'type', t.typname::text, quote_ident(t.typname), t.oid, 'pg_type'::regclass
       FROM pg_type t WHERE t.typnamespace = ${schemaOid} AND t.typtype IN ('e', 'd', 'r')
     ) o
     WHERE NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = o.classid AND d.objid = o.oid AND d.deptype = 'e')
     ORDER BY kind, name`,
  );
}

export const objectKey = (o: { kind: string; name: string }) => `${o.kind} ${o.name}`;

/** Views before the tables they read, tables before their sequences and the functions their triggers call. */
const dropOrder: [kind: string, statement: string][] = [
  ['view', 'VIEW'],
  ['materialized view', 'MATERIALIZED VIEW'],
  ['foreign table', 'FOREIGN TABLE'],
  ['table', 'TABLE'],
  ['sequence', 'SEQUENCE'],
  ['function', 'FUNCTION'],
  ['type', 'TYPE'],
];

/** Drops these objects (indexes go with their tables). */
export async function dropObjects(x: Executor, objects: SchemaObject[]) {
  for (const [kind, statement] of dropOrder)
    for (const o of objects.filter((candidate) => candidate.kind === kind))
      await x.execute(sql.raw(`DROP ${statement} IF EXISTS ${o.dropName} CASCADE`));
}

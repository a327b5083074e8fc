/**
 * The program's PostgreSQL advisory locks (docs/operations.md "Advisory locks"). Each is taken with two keys:
 * what it guards and the schema it works in, so programs sharing one database in schemas of their own never
 * wait for each other, and a restore in one schema never makes another schema's server "not ready".
 */
export const advisoryLock = {
  /** Migrations at start: several API processes starting at once apply each file once. */
  migrations: 727274,
  /** A restore or a move, for its whole run: /readyz answers 503 meanwhile. */
  maintenance: 727275,
  /** The undoing of a translation import: two at once wait for each other. */
  importUndo: 727276,
  /** The content seed at start: several processes load the content one after the other. */
  contentSeed: 727277,
} as const;

/** The second key: the schema the connection works in, as PostgreSQL hashes text to an int4. */
export const schemaKey = "hashtext(coalesce(current_schema(), ''))";

/** The arguments of pg_advisory_lock and its kin for one of the program's locks in the current schema. */
export const lockArguments = (lock: keyof typeof advisoryLock) => `${advisoryLock[lock]}, ${schemaKey}`;

/**
 * Whether another session holds `lock` in the current schema: pg_locks shows a lock of two int4 keys with
 * the first as classid, the second as objid (an oid, so the hash is cast) and objsubid 2.
 */
export const heldElsewhereCondition = (lock: keyof typeof advisoryLock) => `
  locktype = 'advisory' AND classid = ${advisoryLock[lock]} AND objid = (${schemaKey})::oid AND objsubid = 2 AND granted
  AND pid <> pg_backend_pid() AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;

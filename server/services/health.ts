import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/migrate';
import { serverStarts } from '../db/schema';

export async function recordServerStart(database: Database) {
  await database.db.insert(serverStarts).values({ databaseKind: database.kind });
}

/** A real round trip: the server version and the number of recorded starts. */
export async function describeDatabase(database: Database) {
  const [version] = rowsOf<{ version: string }>(await database.db.execute(sql`SELECT version() AS version`));
  const [starts] = await database.db.select({ n: count() }).from(serverStarts);
  const engine = version?.version.split(' on ')[0] ?? 'PostgreSQL';
  return { engine, kind: database.kind, starts: starts?.n ?? 0 };
}

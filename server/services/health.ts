import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverStarts } from '../db/schema';

export async function recordServerStart(database: Database) {
  await database.db.insert(serverStarts).values({ databaseKind: database.kind });
}

/**
 * A real round trip to the database (the recorded starts are counted). The answer says nothing about the
 * database itself: neither its version nor its kind is anyone's business.
 */
export async function checkDatabase(database: Database): Promise<void> {
  await database.db.select({ n: count() }).from(serverStarts);
}

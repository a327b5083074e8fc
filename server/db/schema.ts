import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors server/db/migrations/*.sql; the SQL files are the source of truth for the database. */
export const serverStarts = pgTable('server_starts', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  databaseKind: text('database_kind').notNull(),
});

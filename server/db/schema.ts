import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Mirrors server/db/migrations/*.sql; the SQL files are the source of truth for the database. */
export const serverStarts = pgTable('server_starts', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  databaseKind: text('database_kind').notNull(),
});

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** 0002_accounts.sql: the anonymous identity survey answers refer to; it outlives the account. */
export const respondents = pgTable('respondents', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: tz('created_at').notNull().defaultNow(),
  anonymisedAt: tz('anonymised_at'),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    respondentId: uuid('respondent_id')
      .notNull()
      .unique()
      .references(() => respondents.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    country: text('country'),
    residence: text('residence'),
    education: text('education'),
    gender: text('gender'),
    age: integer('age'),
    employment: boolean('employment'),
    unemployedMonths: integer('unemployed_months'),
    jobFields: text('job_fields').array().notNull().default(sql`'{}'`),
    language: text('language').notNull().default('en'),
    isStaff: boolean('is_staff').notNull().default(false),
    active: boolean('active').notNull().default(false),
    activatedAt: tz('activated_at'),
    lastLoginAt: tz('last_login_at'),
    passwordChangedAt: tz('password_changed_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_last_seen_idx').on(sql`(coalesce(${t.lastLoginAt}, ${t.createdAt}))`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const authTokens = pgTable('auth_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  persistent: boolean('persistent').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
});

export const oneTimeTokens = pgTable('one_time_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['activation', 'reset'] }).notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: tz('window_start').notNull(),
  windowEnd: tz('window_end').notNull(),
  count: integer('count').notNull(),
});

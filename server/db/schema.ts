import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../contract/content';
import { auditActions, auditSources } from '../../contract/api/audit';
import { textSources } from '../../contract/api/translations';
import { questionTypes } from '../../contract/questions';

/** Mirrors server/db/migrations/*.sql; the SQL files are the source of truth for the database. */
export const serverStarts = pgTable('server_starts', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  databaseKind: text('database_kind').notNull(),
});

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** 0002_accounts.sql: the pseudonymous identity survey answers refer to; it goes with the account (0011). */
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

/** 0003_content.sql: the questionnaire content. Texts are {en, cs, …}; `deletedAt` hides without deleting. */
export const topics = pgTable('topics', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').unique(),
  tool: text('tool', { enum: ['general', 'wlb'] }).notNull(),
  position: integer('position').notNull().default(0),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<Partial<LocalizedText>>().notNull().default({}),
  deletedAt: tz('deleted_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const subTopics = pgTable(
  'sub_topics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    key: text('key'),
    position: integer('position').notNull().default(0),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    deletedAt: tz('deleted_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.topicId, t.key)],
);

export const ratingLevels = pgTable(
  'rating_levels',
  {
    subTopicId: integer('sub_topic_id')
      .notNull()
      .references(() => subTopics.id),
    level: integer('level').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    recommendation: jsonb('recommendation').$type<LocalizedText>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.subTopicId, t.level] })],
);

export interface StoredImage {
  url: string;
  alt: LocalizedText;
}

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subTopicId: integer('sub_topic_id')
      .notNull()
      .references(() => subTopics.id),
    key: text('key'),
    type: text('type', { enum: questionTypes }).notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    evaluated: boolean('evaluated').notNull().default(true),
    position: integer('position').notNull().default(0),
    canBeNone: boolean('can_be_none').notNull().default(false),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    deletedAt: tz('deleted_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    /** 0015_question_versions.sql: 1, 2, …; a new version is a new row that names the one it replaces. */
    version: integer('version').notNull().default(1),
    replacesId: integer('replaces_id'),
  },
  (t) => [unique().on(t.subTopicId, t.key)],
);

export const optionKinds = ['option', 'item', 'grade', 'row'] as const;
export type OptionKind = (typeof optionKinds)[number];

export const questionOptions = pgTable(
  'question_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    kind: text('kind', { enum: optionKinds }).notNull(),
    key: text('key'),
    position: integer('position').notNull().default(0),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    correct: boolean('correct').notNull().default(false),
    correctPosition: integer('correct_position'),
    point: integer('point'),
    correctOptionId: integer('correct_option_id'),
    deletedAt: tz('deleted_at'),
  },
  (t) => [unique().on(t.questionId, t.kind, t.key)],
);

export const contentLoads = pgTable('content_loads', {
  hash: text('hash').primaryKey(),
  loadedAt: tz('loaded_at').notNull().defaultNow(),
});

/** One question's stored answer and timing data (docs/product/choices.md, attempts). */
export interface StoredAnswer {
  answered: unknown;
  started_at: string | null;
  updated_at: string[];
  pasted?: boolean;
  /** Set once the server moved a client time of this answer into the attempt's life (answer-times.ts). */
  clamped?: true;
  /** TXT: the text was removed when the person's account was deleted (0011_withdrawn_attempts.sql). */
  withdrawn?: true;
}

/** A sub-topic's score, stored at completion. */
export interface StoredResult {
  sub_topic_id: number;
  actual_points: number;
  total_points: number;
  level: number;
  levels: number;
}

/** The coded profile values stored with an attempt at completion (0006_attempt_profile.sql). */
export interface AttemptProfile {
  country: string | null;
  residence: string | null;
  education: string | null;
  gender: string | null;
  age: number | null;
  employment: boolean | null;
  unemployed_months: number | null;
  job_fields: string[] | null;
}

/** 0004_survey_attempts.sql, 0006_attempt_profile.sql */
export const surveyAttempts = pgTable('survey_attempts', {
  id: text('id').primaryKey(),
  respondentId: uuid('respondent_id').references(() => respondents.id),
  topicId: integer('topic_id')
    .notNull()
    .references(() => topics.id),
  language: text('language').notNull(),
  questionIds: integer('question_ids').array().notNull(),
  optionOrder: jsonb('option_order').$type<Record<string, number[]>>().notNull(),
  answers: jsonb('answers').$type<Record<string, StoredAnswer>>().notNull().default({}),
  results: jsonb('results').$type<StoredResult[]>(),
  fetched: boolean('fetched').notNull().default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  completedAt: tz('completed_at'),
  abandonedAt: tz('abandoned_at'),
  /**
   * The profile at completion; null for an anonymous or withdrawn attempt (0011), and for attempts completed
   * before 0006 (the export uses the current one).
   */
  profile: jsonb('profile').$type<AttemptProfile>(),
});
export type SurveyAttemptRow = typeof surveyAttempts.$inferSelect;

/** 0005_change_feed.sql: one row, bumped by every statement that writes content (the caches' fallback check). */
export const contentVersion = pgTable('content_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** 0008_translation_history.sql: every change of a content text per language, written by row triggers. */
export const textChanges = pgTable('text_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  unitId: text('unit_id').notNull(),
  language: text('language').notNull(),
  oldValue: text('old_value'),
  newValue: text('new_value'),
  source: text('source', { enum: textSources }).notNull(),
  changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  changedAt: tz('changed_at').notNull().defaultNow(),
});

/** The translation states that cannot be read off the texts (0008_translation_history.sql). */
export const translationStates = pgTable(
  'translation_states',
  {
    unitId: text('unit_id').notNull(),
    language: text('language').notNull(),
    state: text('state', { enum: ['needs-review', 'reviewed'] }).notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.language] })],
);

/** 0013_audit_trail.sql: the audit trail, append-only (its triggers refuse UPDATE, DELETE and TRUNCATE). */
export const auditEntries = pgTable('audit_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: tz('at').notNull().defaultNow(),
  /** The staff account's id then; no reference, so the entry outlives the account. */
  actorId: integer('actor_id'),
  /** The staff account's e-mail then, or one of auditSystemActors. */
  actor: text('actor').notNull(),
  osUser: text('os_user'),
  source: text('source', { enum: auditSources }).notNull(),
  requestId: text('request_id').notNull(),
  action: text('action', { enum: auditActions }).notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
});

export const answerOutcomes = ['answered', 'skipped', 'empty'] as const;
export type AnswerOutcome = (typeof answerOutcomes)[number];

/** 0014_answer_facts.sql: what the staff insights count, per completed attempt and question asked (derived). */
export const answerFacts = pgTable(
  'answer_facts',
  {
    attemptId: text('attempt_id')
      .notNull()
      .references(() => surveyAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    subTopicId: integer('sub_topic_id').notNull(),
    outcome: text('outcome', { enum: answerOutcomes }).notNull(),
    share: doublePrecision('share'),
    seconds: integer('seconds'),
    choices: integer('choices').array().notNull().default(sql`'{}'`),
    subTotal: doublePrecision('sub_total'),
    subScored: integer('sub_scored'),
    subFirst: boolean('sub_first').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
export type AnswerFactRow = typeof answerFacts.$inferInsert;

/** 0014_answer_facts.sql: the completed attempts whose facts are still to be written (a trigger adds them). */
export const answerFactsPending = pgTable('answer_facts_pending', {
  attemptId: text('attempt_id')
    .primaryKey()
    .references(() => surveyAttempts.id, { onDelete: 'cascade' }),
});

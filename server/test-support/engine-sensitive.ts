/**
 * Which server test files depend on the database engine (docs/testing.md has the rule). `npm run test:server`
 * runs every server test on PGlite (or on DATABASE_URL); CI runs the server tests once on PGlite and then only
 * these again on PostgreSQL (`npm run test:server:engines`). tests/unit/engine-sensitive.test.ts checks that
 * each server test file that opens a database is named in one of the two lists.
 */
export const engineSensitiveTests = [
  // Migrations, backups, restores, moves and the content seed: SQL and the engines' own files.
  'server/db/migrate.test.ts',
  'server/backup/backup-cli.test.ts',
  'server/backup/errors.test.ts',
  'server/backup/move.test.ts',
  'server/backup/restore-refusals.test.ts',
  'server/backup/schedule.test.ts',
  'server/content/seed.test.ts',
  // What the services store and read: statements, constraints, transactions, races, dates and types.
  'server/routes/staff/staff.test.ts',
  'server/routes/staff/audit.test.ts',
  'server/routes/staff/question-versions.test.ts',
  'server/routes/staff/translations.test.ts',
  'server/routes/survey/answer-times.test.ts',
  'server/routes/survey/reversed-scale.test.ts',
  'server/routes/survey/scoring-boundaries.test.ts',
  'server/routes/survey/spec-shapes.test.ts',
  'server/routes/survey/survey.test.ts',
  'server/routes/test/test.test.ts',
  'server/routes/health.test.ts',
  // The pool's gauges exist on PostgreSQL only, the statement times on the embedded database.
  'server/metrics/metrics.test.ts',
  'server/routes/user/my-data.test.ts',
  'server/routes/user/password-rehash.test.ts',
  'server/routes/user/password.test.ts',
  'server/routes/user/profile.test.ts',
  'server/routes/user/rate-limit.test.ts',
  'server/routes/user/registration.test.ts',
  'server/routes/user/session.test.ts',
  'server/routes/user/withdrawal.test.ts',
  'server/services/export/exporter.test.ts',
  'server/services/export/package/research-package.test.ts',
  'server/services/insights/insights-figures.test.ts',
  'server/services/retention.test.ts',
  'server/services/staff.test.ts',
  'server/services/translations/history.test.ts',
  'server/services/translations/translations.test.ts',
  // Other processes on the same database: the change feed and the caches it keeps fresh.
  'server/http/session-cache.test.ts',
  'server/routes/survey/attempt-cache.test.ts',
  'server/services/survey/content-cache.test.ts',
  // What the database's errors and limits do to answers and logs, and the whole server's process on it.
  'server/http/hardening.test.ts',
  'server/http/logging.test.ts',
  'server/http/no-500.property.test.ts',
  'server/memory.test.ts',
  'server/shutdown.test.ts',
];

/**
 * Server test files that open a database but check nothing an engine changes: the HTTP layer's shaping
 * (headers, compression, messages, the OpenAPI document, refusals before any statement), mail, the hashing
 * queue, and files that always use an embedded database of their own.
 */
export const engineIndependentWithDatabase = [
  'server/http/caller-first.test.ts',
  'server/http/compression.test.ts',
  'server/http/messages.test.ts',
  'server/http/openapi.test.ts',
  'server/http/request-id.test.ts',
  'server/http/security-headers.test.ts',
  'server/routes/prerendered-pages.test.ts',
  'server/mail/mail.test.ts',
  'server/routes/user/password-work.test.ts',
  // Always the embedded database, whatever DATABASE_URL says.
  'server/cli.test.ts',
  'server/backup/data-folder-owner.test.ts',
  'server/db/pglite-statement-cost.test.ts',
  'server/services/translations/translations-command.test.ts',
];

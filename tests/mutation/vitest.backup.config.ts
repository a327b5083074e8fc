/**
 * The Vitest setup StrykerJS runs the backup code's mutants against (tests/mutation/stryker.backup.conf.json):
 * the tests of the backup file's format and of the operator's messages, which need no database (the
 * restore, schedule and lock tests start databases or processes: too slow per mutant).
 */
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    environment: 'node',
    include: ['server/backup/format.test.ts', 'server/backup/errors.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

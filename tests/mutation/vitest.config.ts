/**
 * The Vitest setup StrykerJS runs its mutants against (tests/mutation/stryker.conf.json): the tests of the
 * modules that keep a respondent's answers and of the shared contract (the answers' and forms' rules, the wire
 * format), in jsdom, without the server, browser and story suites.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['app/features/survey/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
    setupFiles: ['tests/setup/component.ts'],
  },
});

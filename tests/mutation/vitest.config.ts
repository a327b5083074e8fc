/**
 * The Vitest setup StrykerJS runs its mutants against (tests/mutation/stryker.conf.json): the component tests
 * of the modules that keep a respondent's answers, in jsdom, without the server, browser and story suites.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['app/features/survey/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/component.ts'],
  },
});

import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { fontPreloadPlugin, bootScriptPlugin } from './scripts/first-load-plugin.ts';
import { siteConfigPlugin } from './scripts/site-config-plugin.ts';
import { engineSensitiveTests } from './server/test-support/engine-sensitive.ts';

/** Modules of the header, footer and store that every page's first load has (bench:bundle lists them). */
const shellModules =
  /[\\/](app[\\/](store[\\/](store|hooks|auth-slice|auth-storage|snackbar-slice|modal-slice|language-slice|error-slice|session-refused)|first-paint[\\/]html-marks|features[\\/]take-survey[\\/]use-take-survey|shared[\\/](session[\\/]session-status|preloadable-lazy|use-snackbar|paths|router-link|mail-links|offline[\\/]offline-status|api-failure|register-invite|inline-link)|shared[\\/]page-head[\\/](use-page-head|page-head-collector)|layout[\\/](external-link|mount-once-open)|content[\\/]organisation)|contract[\\/](languages|limits|wire|api[\\/](user|survey)-paths)|ui[\\/](button|icon-button|link-button|spinner)[\\/]|ui[\\/]snackbar[\\/](snackbar-cards|snackbar-icons|snackbar-type)\.|ui[\\/]lib[\\/](cn|collation|use-window-width)\.)/;
/** The form parts of the login, registration and account pages. */
const formModules =
  /[\\/](app[\\/](features[\\/]account[\\/](form-messages|account-page|use-field-labels)|shared[\\/]forms[\\/](use-zod-form|field-errors|use-form-schema|error-view|use-unsaved-changes))|ui[\\/](field|error-summary|password-field|checkbox|text-field)[\\/])/;

/**
 * The modules a signed-in first screen (a questionnaire, a result) loads beyond the shell: the session, the
 * API client, the survey's start and saving, and the hand-over from a first screen drawn before the app. None
 * is on a public page's first load (bench:bundle).
 */
const signedInModules =
  /[\\/](app[\\/](features[\\/](guards[\\/]sign-in-needed|survey[\\/](drafts[\\/]draft-store|offline[\\/](use-queue-needed|offline-queue-when-needed|offline-queue)|start[\\/](start-deps|start-survey)|calls[\\/](call-failure|use-survey-calls)|questionnaire[\\/]answers|saving[\\/]survey-saver)\.)|layout[\\/]content-loading\.|shared[\\/]page-head[\\/]use-page-title\.|shared[\\/](use-retry-while|offline[\\/]background-sync|session[\\/]session-(bootstrap|unreachable-notice))\.|first-paint[\\/]first-paint-handover\.|store[\\/](survey-api|user-api|api|api-definition|base-query)\.)|contract[\\/](messages|question-rules|failure)\.|node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema[\\/]utils)[\\/])/;

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), vanillaExtractPlugin(), bootScriptPlugin(), fontPreloadPlugin(), siteConfigPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The many small modules every first screen loads go as two files instead of some thirty: each
        // file compresses on its own, so tiny ones cost more than their size (bench:bundle).
        codeSplitting: {
          groups: [
            { name: 'shell', test: shellModules },
            { name: 'forms', test: formModules },
            { name: 'signed-in', test: signedInModules, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the Vite dev server in front of the API server started by `npm start`.
    proxy: { '/api': apiTarget, '/locales': apiTarget },
  },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Every core: Vitest's default leaves one free, which on a 2-core machine is one worker (docs/testing.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'themes/**/*.test.ts',
            'locales/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/visual/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['ui/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/component.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // SERVER_TESTS=engine-sensitive (npm run test:server:engines): only the files whose outcome may
          // differ between PGlite and PostgreSQL (docs/testing.md).
          include: process.env.SERVER_TESTS === 'engine-sensitive' ? engineSensitiveTests : ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/support/e2e-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          environment: 'node',
          // A story whose picture differs is taken again once: a picture caught mid-change (a scroll listener
          // a frame late) passes the second time, a real change fails twice (docs/visual-review.md).
          retry: 1,
          include: ['tests/stories/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

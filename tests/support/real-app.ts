import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * For an end-to-end file: the real server on a free port with a fresh DATA_DIR, and Chromium, both started
 * before the file's tests and stopped after. Read `app.server` and `app.browser` inside tests. `env` adds
 * settings for the server (STAFF_EMAIL, STAFF_PASSWORD…); `dataDir` makes a data folder of the test's own.
 */
export function withRealApp(options: { env?: Record<string, string>; dataDir?: () => Promise<string> } = {}) {
  const app = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    app.server = await startServer({ env: options.env, dataDir: await options.dataDir?.() });
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}

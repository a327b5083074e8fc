import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * For an end-to-end file: the real server on a free port with a fresh DATA_DIR, and Chromium, both started
 * before the file's tests and stopped after. Read `app.server` and `app.browser` inside tests.
 */
export function withRealApp() {
  const app = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    app.server = await startServer();
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}

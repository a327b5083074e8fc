import fs from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { userDataCache } from '../../app/shared/offline/cache-names';
import { userApiPaths } from '../../contract/api/user-paths';

/** The distribution's Chromium; no browser is ever downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * Waits until the app has taken the page over: a prerendered public page arrives inert and takes taps,
 * keys and focus once hydrated (scripts/prerender.mjs). Pages rendered in the browser are never inert.
 * Polled on a timer, not on animation frames: a tab Chromium does not paint (a persistent profile's
 * tab under load) gets no frames, and frame polling would wait forever.
 */
export async function appReady(page: Page, timeout?: number) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return root !== null && root.childElementCount > 0 && !root.hasAttribute('inert');
    },
    undefined,
    { polling: 100, timeout },
  );
}

/** Waits until the service worker (registered after the page's load) controls the page. */
export async function controlled(page: Page, timeout?: number) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100, timeout });
}

/**
 * Waits until the service worker keeps the signed-in user for offline use (it writes its cache after handing
 * the answer to the page): only then does a reload without a connection find who is signed in.
 */
export async function userKeptOffline(page: Page, timeout = 20_000) {
  await page.waitForFunction(
    async ({ cache, me }) => (await (await caches.open(cache)).keys()).some((r) => new URL(r.url).pathname === me),
    { cache: userDataCache, me: userApiPaths.me },
    { polling: 200, timeout },
  );
}

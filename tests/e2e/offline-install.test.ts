import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, chromiumArgs, chromiumPath, controlled } from '../support/browser';
import { withRealApp } from '../support/real-app';
import { translate } from '../support/survey-journey';

const app = withRealApp();

describe('installable, and the worker found anew', () => {
  it('Chromium finds / and /wlb installable, each with its manifest in the page language', async () => {
    // An incognito context (newContext) is never installable: a profile of its own.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      locale: 'cs-CZ',
    });
    // The profile's first tab does not paint in headless mode (no animation frames): a tab of our own.
    const page = await context.newPage();
    for (const blank of context.pages()) if (blank !== page) await blank.close();
    await page.bringToFront();
    const cdp = await context.newCDPSession(page);
    for (const [address, tool] of [
      ['/', 'general'],
      ['/wlb', 'wlb'],
    ] as const) {
      await page.goto(`${app.server.url}${address}`);
      // A browser of its own with a fresh profile: slow to start its first page while other files run.
      await appReady(page, 120_000);
      await controlled(page, 60_000);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(`/manifests/${tool}-cs.webmanifest`);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    }
    const manifest = await (await page.request.get(`${app.server.url}/manifests/wlb-cs.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: translate('cs')('APP.WLB_NAME'), start_url: '/wlb', theme_color: '#1c6548' });
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }, 300_000);

  it('serves the worker script unstored, so a new build is found on the next visit', async () => {
    const response = await fetch(`${app.server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });
});

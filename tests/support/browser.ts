import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

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

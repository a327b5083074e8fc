// Draws the installed app's PNG icons (public/icons/, committed) from the logo of public/favicon.svg, in the
// accent colour of each tool: 192 and 512 px, plain ("any": the rounded logo) and maskable (the tick inside
// the safe zone, the colour to the edges, as launchers cut their own shape). Run again after changing the logo:
//   node scripts/app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'public', 'icons');
const colours = { general: '#1f4fa8', wlb: '#1c6548' };
const tick =
  '<path d="M18 34l9 9 19-21" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>';

const svg = (colour, maskable) =>
  maskable
    ? // The safe zone is the middle 80 %: the tick is drawn at 70 % around the centre.
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">${tick}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/>${tick}</svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const [tool, colour] of Object.entries(colours)) {
    for (const size of [192, 512]) {
      for (const maskable of [false, true]) {
        const page = await browser.newPage({ viewport: { width: size, height: size } });
        await page.setContent(
          `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg(colour, maskable)}`,
        );
        const file = path.join(outDir, `${tool}-${size}${maskable ? '-maskable' : ''}.png`);
        await page.screenshot({ path: file, omitBackground: true });
        await page.close();
        console.log(path.relative(root, file));
      }
    }
  }
} finally {
  await browser.close();
}

/**
 * Bundle budget (docs/performance.md): loads `/`, `/login` and `/wlb` of the built app in Chromium
 * against the real built server (fresh DATA_DIR, free port, empty browser cache), lists every JavaScript and
 * CSS file the page loads before the network goes quiet (and the stylesheets a prerendered page carries
 * inline), and sums their gzip and brotli sizes, computed with node:zlib from the files in dist/. Exits with 1 when a route is over budget. Builds nothing: run
 * `npm run build` first (npm test does).
 *
 *   npm run bench:bundle
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from '../support/browser';
import { startServer } from '../support/server';

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'dist');
const routes = ['/', '/login', '/wlb'];
const budget = { jsGzip: 150 * 1024, cssGzip: 25 * 1024 };

interface FileSize {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizeOf(url: string): FileSize {
  const file = path.join(distDir, decodeURIComponent(new URL(url).pathname));
  if (!file.startsWith(distDir) || !fs.existsSync(file)) throw new Error(`${url} is not a file in dist/`);
  return sizeOfBody(url, fs.readFileSync(file));
}

function sizeOfBody(url: string, body: Buffer): FileSize {
  return {
    url,
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const sum = (files: FileSize[], key: 'raw' | 'gzip' | 'brotli') => files.reduce((total, f) => total + f[key], 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startServer();
const browser = await launchChromium();
let failed = false;
const rows: string[][] = [];
try {
  for (const route of routes) {
    // A new context per route: an empty cache, as a first visit.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on('request', (request) => {
      const type = request.resourceType();
      const url = request.url();
      if (!url.startsWith(server.url)) return;
      if (type === 'script' || type === 'stylesheet' || /\.(m?js|css)(\?|$)/.test(new URL(url).pathname)) urls.add(url);
    });
    const response = await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A prerendered page carries its stylesheets inline (scripts/prerender.mjs): they count as its CSS.
    const html = (await response?.text()) ?? '';
    await context.close();

    const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match, i) =>
      sizeOfBody(`${server.url}/inline-style-${i + 1}.css`, Buffer.from(match[1] ?? '')),
    );
    const files = [...[...urls].map(sizeOf), ...inlineStyles];
    const js = files.filter((f) => /\.m?js$/.test(new URL(f.url).pathname));
    const css = files.filter((f) => new URL(f.url).pathname.endsWith('.css'));
    const over = sum(js, 'gzip') > budget.jsGzip || sum(css, 'gzip') > budget.cssGzip;
    failed ||= over;
    rows.push([
      route,
      String(js.length),
      kb(sum(js, 'raw')),
      kb(sum(js, 'gzip')),
      kb(sum(js, 'brotli')),
      String(css.length),
      kb(sum(css, 'gzip')),
      kb(sum(css, 'brotli')),
      over ? 'OVER BUDGET' : 'ok',
    ]);
    if (process.env.BENCH_VERBOSE) {
      for (const f of files.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${route}  ${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const header = ['route', 'JS files', 'JS raw', 'JS gzip', 'JS brotli', 'CSS files', 'CSS gzip', 'CSS brotli', 'budget'];
const table = [header, header.map(() => '---'), ...rows];
for (const row of table) console.log(`| ${row.join(' | ')} |`);
console.log(`\nBudget: initial JavaScript at most ${kb(budget.jsGzip)} gzip, CSS at most ${kb(budget.cssGzip)} gzip per route.`);
if (failed) {
  console.error('Over budget: see the table above (BENCH_VERBOSE=1 lists the files).');
  process.exit(1);
}

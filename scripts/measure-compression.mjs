// Bytes a first visit of a page transfers, uncompressed, in gzip and in brotli (docs/performance.md,
// "Compression"). Chromium (the distribution's, as the tests use it) opens the page on a running server and
// lists the app's own files it loads until the network is idle; each is then asked again without
// compression, with gzip only and with brotli, and the bytes of each answer's body are added up.
//   node scripts/measure-compression.mjs [server URL, default http://127.0.0.1:3000] [path, default /]
import http from 'node:http';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const page = process.argv[3] ?? '/';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function filesLoadedBy(url) {
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const tab = await (await browser.newContext({ viewport: { width: 412, height: 915 } })).newPage();
    const files = [];
    tab.on('request', (request) => {
      if (new URL(request.url()).origin === new URL(base).origin) files.push(request.url());
    });
    await tab.goto(url, { waitUntil: 'networkidle' });
    return [...new Set(files)];
  } finally {
    await browser.close();
  }
}

/** The body's bytes as sent (still encoded) for that Accept-Encoding. */
function bytesSent(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

const kindOf = (url) => {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'API answers';
  const extension = pathname.includes('.') ? pathname.split('.').pop() : 'html';
  return { js: 'JavaScript', css: 'CSS', json: 'translations', svg: 'SVG', html: 'HTML' }[extension] ?? extension;
};

const files = await filesLoadedBy(new URL(page, base).toString());
const totals = new Map();
for (const url of files) {
  const kind = kindOf(url);
  const row = totals.get(kind) ?? { files: 0, raw: 0, gzip: 0, br: 0 };
  row.files += 1;
  row.raw += (await bytesSent(url, 'identity')).bytes;
  row.gzip += (await bytesSent(url, 'gzip')).bytes;
  row.br += (await bytesSent(url, 'br, gzip')).bytes;
  totals.set(kind, row);
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
const all = { files: 0, raw: 0, gzip: 0, br: 0 };
console.log(`First load of ${page} on ${base}: bytes of the bodies (KB = 1024 bytes)\n`);
console.log('| kind | files | raw KB | gzip KB | brotli KB |');
console.log('|---|---|---|---|---|');
for (const [kind, row] of [...totals].sort()) {
  console.log(`| ${kind} | ${row.files} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.br)} |`);
  for (const key of Object.keys(all)) all[key] += row[key];
}
console.log(`| all | ${all.files} | ${kb(all.raw)} | ${kb(all.gzip)} | ${kb(all.br)} |`);

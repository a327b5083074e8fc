// `npm start` builds the web app when dist/ is missing or older than its sources (with its prerendered
// pages, scripts/prerender.mjs, and the compressed copies of its files, scripts/precompress.mjs), and the server bundle (scripts/build-server.mjs) when it is
// missing or older than the server's sources; then the server starts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, serverBundleIsStale } from './build-server.mjs';
import { isPrecompressed, precompress } from './precompress.mjs';
import { writeManifests } from './manifests.mjs';
import { isPrerendered, prerenderPages } from './prerender.mjs';
import { buildServiceWorker, isServiceWorkerBuilt } from './service-worker.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');
const sources = [
  'app',
  'ui',
  'themes',
  'contract',
  'public',
  'locales',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'package-lock.json',
  'site.config.json',
];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
// A deployment's own configuration file (SITE_CONFIG, README "Organisation and partners") counts as a source too.
const siteConfig = process.env.SITE_CONFIG ? [path.resolve(process.env.SITE_CONFIG)] : [];
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))), ...siteConfig.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'The web app sources changed: building it again…' : 'Building the web app (first start)…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
// Also a dist/ built by `vite build` alone (by an older build, or by hand) gets its pages and compressed copies.
if (!isPrerendered() || !isServiceWorkerBuilt()) {
  if (!isPrerendered()) await prerenderPages();
  // The manifests and the service worker come after the pages and before the compression.
  writeManifests();
  await buildServiceWorker();
  await precompress();
} else if (!isPrecompressed()) await precompress();

if (serverBundleIsStale()) await buildServer();

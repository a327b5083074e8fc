// Builds the service worker (dist/sw.js) from app/shared/offline/service-worker.ts: bundled with esbuild, then
// Workbox's injectManifest writes the precache list of this build into it: the app shell (index.html), every
// script and style of assets/ (each page's chunk, so any address opens offline), the fonts (woff2: every
// browser the app supports reads it), the icons and the content images. The list names each file with its
// revision, so a new build replaces exactly what changed. Part of `npm run build`, after the prerender and
// before the precompression. docs/decisions/offline.md.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const source = path.join(root, 'app', 'shared', 'offline', 'service-worker.ts');
const bundled = path.join(root, 'build', 'service-worker', 'sw.js');

export const precachePatterns = [
  'index.html',
  // The pictures Vite emits as files (the guides' illustrations) too, so /guides is whole offline.
  'assets/**/*.{js,css,woff2,svg}',
  'icons/*.png',
  'favicon.svg',
  'content/**/*.{svg,webp,avif,png}',
];

export function isServiceWorkerBuilt() {
  return fs.existsSync(path.join(distDir, 'sw.js'));
}

export async function buildServiceWorker() {
  await build({
    entryPoints: [source],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    // Workbox's development logging is left out of the build.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(distDir, 'sw.js'),
    globDirectory: distDir,
    globPatterns: precachePatterns,
    // Vite's file names carry their content hash already.
    dontCacheBustURLsMatching: /^assets\//,
  });
  for (const warning of warnings) console.warn(warning);
  return { count, size };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { count, size } = await buildServiceWorker();
  console.log(`Service worker: ${count} files precached, ${(size / 1024).toFixed(1)} KB`);
}

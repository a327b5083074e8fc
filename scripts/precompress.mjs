// Writes `<file>.br` and `<file>.gz` beside every compressible file of the built web app (dist/), at the
// highest levels (brotli 11, gzip 9): the server sends them as they are (@fastify/static `preCompressed`,
// server/routes/spa.ts), so a request costs no compression work. Part of `npm run build` (after
// `vite build`) and of the first start (scripts/build-if-missing.mjs). A compressed copy that would not be
// smaller than its file is not written; the file is then sent as it is. docs/decisions/compression-and-caching.md.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
export const distDir = path.join(root, 'dist');

/** Text formats: scripts, styles, pages, vector images, data. Images, fonts (woff2) and media are compressed already. */
export const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
  '.ico',
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const encoders = {
  '.br': (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** The files of `dir` (recursively) that get compressed copies. */
export function compressibleFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** True when `dir` has been precompressed (its index.html has its brotli copy). */
export function isPrecompressed(dir = distDir) {
  return fs.existsSync(path.join(dir, 'index.html.br'));
}

export async function precompress(dir = distDir) {
  const files = compressibleFiles(dir);
  let raw = 0;
  const packed = { '.br': 0, '.gz': 0 };
  // zlib's asynchronous calls run on libuv's thread pool: a few files at a time keep both cores busy.
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.promises.readFile(file);
      raw += data.length;
      for (const [suffix, encode] of Object.entries(encoders)) {
        const compressed = await encode(data);
        const target = file + suffix;
        if (compressed.length < data.length) {
          await fs.promises.writeFile(target, compressed);
          packed[suffix] += compressed.length;
        } else {
          await fs.promises.rm(target, { force: true });
          packed[suffix] += data.length;
        }
      }
    }),
  );
  return { files: files.length, raw, br: packed['.br'], gzip: packed['.gz'] };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const result = await precompress(process.argv[2] ? path.resolve(process.argv[2]) : distDir);
  console.log(`precompressed ${result.files} files: ${kb(result.raw)} raw, ${kb(result.gzip)} gzip, ${kb(result.br)} brotli`);
}

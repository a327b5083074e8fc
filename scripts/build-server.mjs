// Bundles the server (server/main.ts and what it imports from server/ and contract/) into build/server.mjs,
// which `npm start` runs with plain node. Running the TypeScript sources through tsx costs the server
// about 60 MB of memory for the whole of its life (the loader thread, transformed sources, source maps);
// docs/decisions/runtime-and-tooling.md has the figures. Packages stay external: node resolves them from node_modules.
// `--if-stale` builds only when a source is newer than the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverBundle = path.join(root, 'build', 'server.mjs');
const sources = ['server', 'contract', 'package-lock.json'];

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

export function serverBundleIsStale() {
  const builtAt = fs.statSync(serverBundle, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return builtAt < Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
}

export async function buildServer() {
  fs.mkdirSync(path.dirname(serverBundle), { recursive: true });
  // Written beside and renamed: processes starting at the same time never read half a file.
  const temporary = `${serverBundle}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The README's minimum; from 20.10 on esbuild keeps JSON import attributes, which node requires.
    target: 'node20.19',
    packages: 'external',
    sourcemap: false,
    logLevel: 'warning',
  });
  fs.renameSync(temporary, serverBundle);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (!process.argv.includes('--if-stale') || serverBundleIsStale()) await buildServer();
}

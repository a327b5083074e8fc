import fs from 'node:fs';
import path from 'node:path';

/** The folder holding package.json, found upwards from `from`. */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/**
 * The project folder, whether this code runs from its sources (server/, through tsx: tests, the CLI) or
 * from the bundle `npm start` runs (build/server.mjs, scripts/build-server.mjs). Files the server reads at
 * run time are found from here, never from the running module's own folder.
 */
export const projectRoot = findProjectRoot(import.meta.dirname);
export const serverDir = path.join(projectRoot, 'server');

/** The product's version, as package.json gives it. */
export function productVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

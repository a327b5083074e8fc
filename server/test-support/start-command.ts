import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';

let bundleChecked = false;

/**
 * The node arguments `npm start` runs the server with (the last command of package.json's start script),
 * with paths made absolute; brings the server bundle up to date first. Tests that start the real server
 * start it exactly so, memory settings included.
 */
export function serverStartArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = (pkg.scripts.start.split('&&').at(-1) ?? '').trim().split(/\s+/);
  if (command !== 'node') throw new Error(`The start script should end with a node command: ${pkg.scripts.start}`);
  if (!bundleChecked) {
    execFileSync(process.execPath, [path.join(projectRoot, 'scripts', 'build-server.mjs'), '--if-stale'], { stdio: 'inherit' });
    bundleChecked = true;
  }
  return args.map((arg) => (/\.(m?js|ts)$/.test(arg) ? path.join(projectRoot, arg) : arg));
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The real tools of the round trip (installed from the distribution's packages, see .ci/run). */
export const tools = { rscript: '/usr/bin/Rscript', python: '/usr/bin/python3', pspp: '/usr/bin/pspp' } as const;

/** Runs `source("load.R")` and then `code` in Rscript in the package folder; its printed output. */
export async function inR(dir: string, code: string): Promise<string> {
  const { stdout } = await run(tools.rscript, ['-e', `source("load.R"); ${code}`], { cwd: dir });
  return stdout;
}

/** Runs `import load` and then `code` in python3 (pandas) in the package folder; its printed output. */
export async function inPandas(dir: string, code: string): Promise<string> {
  const { stdout } = await run(tools.python, ['-c', `import load\n${code}`], { cwd: dir });
  return stdout;
}

/** Runs responses.sps and then `syntax` in PSPP in the package folder; its output as CSV tables. */
export async function inPspp(dir: string, syntax: string): Promise<string> {
  fs.writeFileSync(path.join(dir, 'round-trip.sps'), `INCLUDE FILE='responses.sps'.\n${syntax}\n`);
  const out = path.join(dir, 'round-trip.csv');
  await run(tools.pspp, ['-O', 'format=csv', '-o', out, 'round-trip.sps'], { cwd: dir });
  return fs.readFileSync(out, 'utf8');
}

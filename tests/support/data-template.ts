import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCli } from '../../server/test-support/cli-process';

/**
 * A migrated data folder with the content loaded, made once per test run (tests/support/e2e-setup.ts) and
 * copied into each end-to-end file's fresh DATA_DIR: a new embedded database costs a server start an initdb,
 * every migration and the content seed, some 15 to 30 s on two cores (docs/testing.md). The copy is what a
 * fresh folder becomes after `npm run cli -- seed`; the server start does the rest as usual (its start is
 * recorded, the staff account seeded).
 */
export const dataTemplateVariable = 'E2E_DATA_TEMPLATE';

const readyFile = 'ready';
const failedFile = 'failed';
/** The owner's lock and the control socket belong to the process that held the folder, never to a copy. */
const notCopied = new Set(['db.lock', 'control.sock']);
const templateWait = 300_000;

/** Starts making the template in `root`/data; `done` settles when it is ready (or has failed, said in `root`/failed). */
export function makeDataTemplate(root: string): Promise<void> {
  const folder = path.join(root, 'data');
  const seeding = startCli(['seed'], { DATA_DIR: folder, DATABASE_URL: '' });
  return seeding.done.then(({ status, stdout, stderr }) => {
    if (status === 0) fs.writeFileSync(path.join(root, readyFile), '');
    else fs.writeFileSync(path.join(root, failedFile), `npm run cli -- seed exited with ${status}:\n${stdout}${stderr}`);
  });
}

/**
 * A new DATA_DIR: a copy of this run's template when there is one (waiting for it if it is still being
 * made), else an empty folder.
 */
export async function freshDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-e2e-'));
  const root = process.env[dataTemplateVariable];
  if (!root) return dataDir;
  const since = Date.now();
  while (!fs.existsSync(path.join(root, readyFile))) {
    if (fs.existsSync(path.join(root, failedFile))) {
      throw new Error(`The data folder template failed: ${fs.readFileSync(path.join(root, failedFile), 'utf8')}`);
    }
    if (Date.now() - since > templateWait) throw new Error(`The data folder template in ${root} was not ready in time.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fs.cpSync(path.join(root, 'data'), dataDir, { recursive: true, filter: (source) => !notCopied.has(path.basename(source)) });
  return dataDir;
}

/**
 * One API process's start-up migration, for server/db/migrate.test.ts: connects to DATABASE_URL, says
 * "ready", waits for "go" on stdin (so several processes migrate at the same moment), migrates, exits 0;
 * on failure prints the SQLSTATE and exits 1.
 */
import readline from 'node:readline';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { safeError } from '../log/safe-error';

const database = await openDatabase({ url: process.env.DATABASE_URL });
await database.execScript('SELECT 1'); // connected before the signal
process.stdout.write('ready\n');
const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) if (line === 'go') break;
try {
  await migrate(database);
  process.stdout.write('migrated\n');
  await database.close();
  process.exit(0);
} catch (error) {
  process.stdout.write(`failed ${JSON.stringify(safeError(error))}\n`);
  process.exit(1);
}

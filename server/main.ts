import { buildApp } from './app';
import { startBackups } from './backup/server-hooks';
import { checkBackupDir } from './backup-settings';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { ContentError, readContentDir } from './content/read';
import { describeSeed, loadContentIfChanged } from './content/seed';
import { recordServerStart } from './services/health';
import { printStaffSeed } from './services/staff-notice';
import { safeError } from './log/safe-error';
import { StaffInputError } from './services/staff';
import { exitOnSignals } from './shutdown';
import path from 'node:path';
import { DataFolderHeldError } from './db/data-folder-lock';
import { packageControlRoute, packageRoute } from './services/export/package/package-command';
import { unsupportedNodeWarning } from './node-version';

/**
 * Exit codes: 2 = a setting or the data folder must be fixed (held by another process included), 3 = the port
 * is taken, 1 = anything else.
 */
async function main() {
  // First, so a failure further on is read knowing the Node version was not one the program is tested on.
  const nodeWarning = unsupportedNodeWarning(process.version);
  if (nodeWarning) console.warn(nodeWarning);
  const config = readConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    holder: 'the server',
  });
  // After the database: an unwritable DATA_DIR is named as such, before the backups folder inside it.
  checkBackupDir(config.backup, (message) => new ConfigError(message));
  const applied = await migrate(database);
  await recordServerStart(database);
  const content = await loadContentIfChanged(database, readContentDir());
  const app = await buildApp({ config, database });
  if (applied.length) app.log.info({ applied }, 'database migrations applied');
  if (!content.unchanged) app.log.info(describeSeed(content));
  printStaffSeed(await app.accounts.staff.seed({ staffEmail: config.staffEmail, staffPassword: config.staffPassword }));
  const stopRetention = app.accounts.retention.schedule();
  app.addHook('onClose', async () => stopRetention());
  await startBackups(app, database, config, { [packageRoute]: packageControlRoute(database.db) });

  exitOnSignals(app);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      console.error(
        code === 'EADDRINUSE'
          ? `Port ${config.port} is already in use. Stop the program using it or start with another port, e.g. PORT=3001 npm start.`
          : `Port ${config.port} may not be opened by this user. Start with a port above 1024, e.g. PORT=3000 npm start.`,
      );
      await database.close();
      process.exit(3);
    }
    throw error;
  }
  app.log.info(
    { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, url: config.publicUrl },
    `Survey tool ready on ${config.publicUrl}`,
  );
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof StaffInputError ||
    error instanceof ContentError ||
    error instanceof DataFolderHeldError
  ) {
    console.error(error.message);
    process.exit(2);
  }
  // Its kind, codes and stack only: a failed statement's message carries its parameters.
  console.error('The server could not start:', JSON.stringify(safeError(error), null, 2));
  process.exit(1);
});

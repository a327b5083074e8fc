import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupCommands, backupUsage } from './backup/commands';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { ContentError, parseContentFile, readContentDir } from './content/read';
import { contentProblems } from './content/quality';
import { describeSeed, seedContent } from './content/seed';
import { createAccounts } from './services/accounts';
import { commandLineActor } from './services/audit/actor';
import { consoleLog } from './log/log';
import { checkStaffInput, StaffInputError } from './services/staff';
import { printStaffSeed } from './services/staff-notice';
import {
  exportPackageToFile,
  PackageInputError,
  packageFromDatabase,
  packageFromServer,
  packageOptions,
} from './services/export/package/package-command';
import { serverToAsk } from './backup/control-socket';
import { operatorMessage } from './backup/errors';
import { DataFolderHeldError } from './db/data-folder-lock';
import { TranslationsInputError, translationsCommand, translationsUsage } from './services/translations/translations-command';

const usage = `Usage:
  npm run cli -- create-staff --email <e-mail> [--password <password>] [--first-name <name>] [--last-name <name>]
      Creates an active staff account, or makes an existing account staff. Without --password a password is
      generated and shown once (an existing, activated account keeps its password).
  npm run cli -- retention
      Deletes the accounts whose last login is over a year ago (as the daily job does) and prints the counts.
  npm run cli -- seed
      Loads the questionnaire content (server/content/topics/*.json) into the database again: texts are
      updated in place by their keys, stored attempts and results stay as they are.
  npm run cli -- check-content
      Validates the content files and lists what is missing (languages, levels, question types); no database.
${backupUsage}

  npm run cli -- export-package --topic <id> [--language en] [--country CZ] [--from 2026-01-01] [--to 2026-12-31]
      [--all-topics] [--coarsen [--k 5] [--free-text]] --out <file.zip>
      Writes the research package (the same ZIP as "Download research package" on /export) to the file;
      --coarsen makes the sharing variant (k-anonymous with --k, default 5; free texts only with --free-text);
      while a server runs on the embedded database, that server builds it.

${translationsUsage}

The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR. The embedded database has one
owner: backup and export-package go through a server running on it; the other commands refuse while it runs.`;

/** All files, or only the files named (then the every-type-per-tool rule is left out). */
function checkContent(files: string[]) {
  const topics = files.length
    ? files.map((file) => parseContentFile(path.basename(file), fs.readFileSync(file, 'utf8')))
    : readContentDir().topics;
  const problems = contentProblems(topics, { everyTypePerTool: files.length === 0 });
  for (const problem of problems) console.log(`- ${problem}`);
  console.log(
    problems.length ? `${problems.length} problem(s) in the content.` : `The content of ${topics.length} topics is complete.`,
  );
  return problems.length ? 1 : 0;
}

/** Exit codes: 0 done, 2 wrong arguments or settings, 1 anything else. */
async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return command ? 0 : 2;
  }
  if (command === 'check-content') return checkContent(rest);
  if (Object.hasOwn(backupCommands, command)) return backupCommands[command]!(rest);
  if (command === 'translations') return translationsCommand(rest);
  if (command !== 'create-staff' && command !== 'retention' && command !== 'seed' && command !== 'export-package') {
    console.error(`Unknown command "${command}".\n\n${usage}`);
    return 2;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      ...(command === 'export-package' ? packageOptions : {}),
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });

  if (command === 'create-staff') {
    if (!values.email) {
      console.error(`create-staff needs --email.\n\n${usage}`);
      return 2;
    }
    checkStaffInput({ email: values.email, password: values.password });
  }

  const config = readConfig();
  const server = command === 'export-package' && !config.databaseUrl ? serverToAsk(config.dataDir) : undefined;
  if (server) {
    console.log(`A server is running on ${config.dataDir} (process ${server.pid}): it builds the package.`);
    console.log(await exportPackageToFile(packageFromServer(server), values));
    return 0;
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  const accounts = createAccounts({ config, database, log: consoleLog });
  // What this run does goes into the audit trail under one id.
  const by = commandLineActor();
  try {
    await migrate(database);
    if (command === 'create-staff') {
      const { email, password, 'first-name': firstName, 'last-name': lastName } = values;
      printStaffSeed(await accounts.staff.createStaff({ email: email!, password, firstName, lastName }, by));
    } else if (command === 'export-package') {
      console.log(await exportPackageToFile(packageFromDatabase(database.db, by), values));
    } else if (command === 'seed') {
      const report = await seedContent(database, readContentDir());
      console.log(describeSeed(report));
    } else {
      const report = await accounts.retention.run(by);
      console.log(
        `Retention: ${report.deletedAccounts} account(s) unused for over a year deleted, ` +
          `${report.deletedUnactivated} registration(s) never activated deleted, ` +
          `${report.expiredSessions} expired session(s) and ${report.expiredLinks} old link(s) removed.`,
      );
    }
    return 0;
  } finally {
    await accounts.close();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof ConfigError ||
      error instanceof StaffInputError ||
      error instanceof ContentError ||
      error instanceof PackageInputError ||
      error instanceof TranslationsInputError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error((error as Error).message);
      process.exit(2);
    }
    if (error instanceof DataFolderHeldError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(operatorMessage(error, `command ${process.argv[2] ?? ''}`.trim()));
    process.exit(1);
  },
);

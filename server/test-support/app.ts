import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { AccountsOptions } from '../services/accounts';
import { type TestClock, testClock } from './clock';
import { openTestDatabase } from './database';
import { type ParsedMail, parseMail } from './mime';

/** argon2id cheap enough for tests that register and log in many accounts (AccountsOptions.passwordHashing). */
export const testPasswordHashing = { memoryCost: 1024, timeCost: 1 };

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: ServerConfig;
  clock: TestClock;
  /** The e-mails written to the outbox so far, oldest first (waits for mail still being sent). */
  outbox(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database (see openTestDatabase), driven with `app.inject`. argon2id runs with
 * 1 MiB and one pass here (AccountsOptions.passwordHashing explains why); the clock is the test's.
 */
export async function createTestApp(
  options: {
    accounts?: AccountsOptions;
    env?: Record<string, string>;
    database?: Database;
    setup?: (app: FastifyInstance) => void;
    /** The structured log goes here, at the most detailed level (tests read it); none otherwise. */
    log?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const owned = options.database ? undefined : await openTestDatabase();
  const database = options.database ?? owned!.database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-server-test-'));
  const config = readConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://survey.test', NODE_ENV: 'test', ...options.env });
  const clock = options.accounts?.clock ? (options.accounts.clock as TestClock) : testClock();
  const app = await buildApp({
    config,
    database,
    logger: options.log ? { level: 'trace', stream: options.log } : false,
    accounts: { clock, passwordHashing: testPasswordHashing, ...options.accounts },
  });
  options.setup?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async outbox() {
      // Work done after an answer (the password request's lookup and mail) first, then the mail it queued.
      await app.accounts.background.flush();
      await app.accounts.mailer.flush();
      if (!fs.existsSync(config.mailOutboxDir)) return [];
      return fs
        .readdirSync(config.mailOutboxDir)
        .sort()
        .map((file) => parseMail(fs.readFileSync(path.join(config.mailOutboxDir, file), 'utf8')));
    },
    async close() {
      await app.close();
      await owned?.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

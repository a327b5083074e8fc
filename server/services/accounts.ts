import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { createTexts } from '../mail/texts';
import { createMailer } from '../mail/transport';
import { createAccountMail } from './account-mail';
import { type Clock, systemClock } from './clock';
import type { Log } from './log';
import { createPasswordHasher, type PasswordHasherOptions } from './passwords';
import { createRateLimiter, defaultRateLimits, type RateLimits } from './rate-limit';
import { createRetention } from './retention';
import { createStaffService } from './staff';
import { createTokenStore } from './tokens';
import { createUserService } from './users';

export interface AccountsOptions {
  clock?: Clock;
  /**
   * scrypt cost. Production keeps N=2^17 (the default); the server tests pass a small N, because every test
   * registers and logs in several accounts and 128 MiB per hash would make them slow and memory-hungry.
   * passwords.test.ts checks the production parameters themselves.
   */
  passwordHashing?: PasswordHasherOptions;
  rateLimits?: Partial<RateLimits>;
}

/** Everything the account routes, the CLI and the start-up (staff seed, retention timer) use. */
export function createAccounts({
  config,
  database,
  log,
  ...options
}: AccountsOptions & { config: ServerConfig; database: Database; log: Log }) {
  const { db } = database;
  const clock = options.clock ?? systemClock;
  const hasher = createPasswordHasher(options.passwordHashing);
  const tokens = createTokenStore(db, clock);
  const rateLimiter = createRateLimiter(db, clock);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.mailOutboxDir,
    from: config.mailFrom ?? `Self-assessment 55+ <no-reply@${new URL(config.publicUrl).hostname}>`,
    log,
  });
  const mail = createAccountMail({ mailer, texts: createTexts(config.localesDir), publicUrl: config.publicUrl });
  return {
    clock,
    hasher,
    tokens,
    rateLimiter,
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    mailer,
    users: createUserService({ db, clock, hasher, tokens, mail }),
    staff: createStaffService({ db, clock, hasher }),
    retention: createRetention({ db, clock, tokens, rateLimiter, log }),
    close: () => mailer.close(),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { createTexts } from '../i18n/server-texts';
import { createMailer } from '../mail/transport';
import { createAccountMail } from './account-mail';
import { createBackground } from './background';
import { type Clock, systemClock } from './clock';
import type { Log } from '../log/log';
import { createLoginThrottle } from './login-throttle';
import { createPasswordWork, defaultPasswordWorkLimits, type PasswordWorkLimits } from './password-work';
import { createPasswordHasher, type PasswordHasherOptions } from './passwords';
import { createRateLimiter, defaultRateLimits, type RateLimits, raisedRateLimits } from './rate-limit';
import { createRetention } from './retention';
import { createStaffService } from './staff';
import { createTokenStore } from './tokens';
import { createUserService } from './users';

export interface AccountsOptions {
  clock?: Clock;
  /**
   * argon2id cost. Production keeps 19 MiB and 2 passes (the default); the server tests pass 1 MiB and one
   * pass, because every test registers and logs in several accounts. passwords.test.ts checks the
   * production parameters themselves.
   */
  passwordHashing?: PasswordHasherOptions;
  rateLimits?: Partial<RateLimits>;
  /** Bounds of the password hashing queue per address and in total (services/password-work.ts). */
  passwordWork?: Partial<PasswordWorkLimits>;
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
  const tokens = createTokenStore(db, clock, database.changes);
  const rateLimiter = createRateLimiter(db, clock);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.mailOutboxDir,
    // Without a name in MAIL_FROM each e-mail names its sender in the recipient's language (MAIL.SENDER_NAME).
    from: config.mailFrom ?? `no-reply@${new URL(config.publicUrl).hostname}`,
    log,
  });
  const mail = createAccountMail({ mailer, texts: createTexts(config.localesDir), publicUrl: config.publicUrl });
  const rateLimits = raisedRateLimits({ ...defaultRateLimits, ...options.rateLimits }, config.rateLimitFactor);
  const passwordWork = createPasswordWork({ ...defaultPasswordWorkLimits, ...options.passwordWork });
  const background = createBackground(log);
  const loginThrottle = createLoginThrottle(rateLimiter, rateLimits);
  return {
    clock,
    hasher,
    tokens,
    rateLimiter,
    rateLimits,
    passwordWork,
    background,
    mailer,
    users: createUserService({ db, clock, hasher, tokens, mail, loginThrottle, changes: database.changes }),
    staff: createStaffService({ db, clock, hasher }),
    retention: createRetention({ db, clock, tokens, rateLimiter, log }),
    /** Shutdown begins: no new password work, hashes still waiting are answered 503; running ones finish. */
    stop() {
      passwordWork.stop();
      hasher.stop();
    },
    async close() {
      await background.flush();
      await mailer.close();
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

import path from 'node:path';
import { type BackupSettings, readBackupSettings } from './backup-settings';
import { projectRoot } from './paths';

/** Every setting the server reads, from the environment (README "Settings"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  mailOutboxDir: string;
  smtpUrl: string | undefined;
  /** Sender of account e-mails (MAIL_FROM); default no-reply@ the PUBLIC_URL host, named in the recipient's language. */
  mailFrom?: string;
  staffEmail: string | undefined;
  staffPassword: string | undefined;
  allowAnonymous: boolean;
  /** Behind a reverse proxy: trust its X-Forwarded-For (hop count or true); off by default so clients cannot fake their IP. */
  trustProxy: boolean | number;
  distDir: string;
  localesDir: string;
  logLevel: string;
  /**
   * BENCH_RATE_LIMIT_FACTOR, for load benchmarks only (npm run bench:api, bench:scale): every rate limit's
   * count is multiplied by it, so one loopback address can log in thousands of times. 1 (unset) keeps the
   * limits of services/rate-limit.ts exactly; it can only raise them.
   */
  rateLimitFactor: number;
  /**
   * METRICS_TOKEN: when set, GET /metrics answers anyone who sends it as a bearer token; unset, only a request
   * made on this machine straight to the server (loopback, no proxy in between) is answered (docs/operations.md).
   */
  metricsToken: string | undefined;
  /** Scheduled backups and the CLI's default backup folder (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP). */
  backup: BackupSettings;
}

const root = projectRoot;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    mailOutboxDir: path.resolve(env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    staffEmail: env.STAFF_EMAIL || undefined,
    staffPassword: env.STAFF_PASSWORD || undefined,
    allowAnonymous: env.ALLOW_ANONYMOUS === 'true' || env.ALLOW_ANONYMOUS === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    distDir: path.resolve(env.DIST_DIR ?? path.join(root, 'dist')),
    localesDir: path.join(root, 'locales'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    rateLimitFactor: parseRateLimitFactor(env.BENCH_RATE_LIMIT_FACTOR),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    backup: readBackupSettings(env, { dataDir, serverDatabase: Boolean(env.DATABASE_URL) }, (m) => new ConfigError(m)),
  };
}

/** A setting or the environment is wrong in a way the operator must fix; main.ts prints it and exits 2. */
export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): boolean | number {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0)
    throw new ConfigError(`TRUST_PROXY must be true, false or a number of proxies, got "${value}".`);
  return hops;
}

/** Long enough that guessing it is hopeless: 32 characters or more. */
function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32 || /\s/.test(value))
    throw new ConfigError('METRICS_TOKEN must be at least 32 characters without spaces, e.g. from `openssl rand -hex 24`.');
  return value;
}

function parseRateLimitFactor(value: string | undefined): number {
  if (!value) return 1;
  const factor = Number(value);
  if (!Number.isInteger(factor) || factor < 1)
    throw new ConfigError(`BENCH_RATE_LIMIT_FACTOR must be a whole number of at least 1, got "${value}".`);
  return factor;
}

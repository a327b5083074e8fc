import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverDir } from '../paths';

/**
 * Password hashing with Node's scrypt (design.md section 3: N=2^17, r=8, p=1). The stored form names its
 * parameters (`scrypt$N$r$p$salt$hash`), so hashes made with other parameters still verify and are
 * upgraded at the next login.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const productionScrypt: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

/** The key derivation itself; scrypt by default. Tests pass one they can hold, to count what runs in which order. */
export type Kdf = (password: string, salt: Buffer, params: ScryptParams) => Promise<Buffer>;

export interface PasswordHasherOptions extends Partial<ScryptParams> {
  /**
   * Hashes computed at once. Each takes 128 MiB and a libuv thread for about a quarter of a second, so a
   * burst of logins must neither exhaust memory nor starve file and DNS work sharing the thread pool.
   */
  maxConcurrent?: number;
  kdf?: Kdf;
}

/** Node's asynchronous scrypt: it runs in the libuv thread pool, so the main thread never waits for it. */
export const scryptKdf: Kdf = (password, salt, { N, r, p }) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** Thrown to hashes still waiting for their turn when the server shuts down. */
export class HasherStoppedError extends Error {
  constructor() {
    super('The password hasher is shutting down');
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** The same work as a real check, against no account: unknown e-mails take as long as known ones. */
  verifyNothing(password: string): Promise<void>;
  needsRehash(stored: string): boolean;
  params: ScryptParams;
  /** Hashes running or waiting for their turn. */
  pending(): number;
  /** Shutdown: hashes waiting for their turn fail with HasherStoppedError, new ones too; running ones finish. */
  stop(): void;
}

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const params: ScryptParams = {
    N: options.N ?? productionScrypt.N,
    r: options.r ?? productionScrypt.r,
    p: options.p ?? productionScrypt.p,
  };
  const limit = limiter(options.maxConcurrent ?? 2);
  // A stored value no password matches: checking against it costs exactly what a real check costs.
  const dummy = [
    'scrypt',
    params.N,
    params.r,
    params.p,
    randomBytes(16).toString('base64'),
    randomBytes(keyLength).toString('base64'),
  ].join('$');

  const kdf = options.kdf ?? scryptKdf;
  const derive = (password: string, salt: Buffer, derivation: ScryptParams) =>
    limit.run(() => kdf(password.normalize('NFC'), salt, derivation));

  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
  };

  const verify = async (password: string, stored: string) => {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.params);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  };

  return {
    params,
    hash,
    verify,
    async verifyNothing(password) {
      await verify(password, dummy);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p;
    },
    pending: () => limit.pending(),
    stop: () => limit.stop(),
  };
}

function parse(stored: string) {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Runs at most `max` tasks at once, the rest wait in order; `stop` turns the waiting ones away. */
function limiter(max: number) {
  let running = 0;
  let stopped = false;
  const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (stopped) throw new HasherStoppedError();
      if (running < max) running++;
      else {
        // the finishing task hands over its slot
        await new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next.resolve();
        else running--;
      }
    },
    pending: () => running + waiting.length,
    stop() {
      stopped = true;
      for (const turnedAway of waiting.splice(0)) turnedAway.reject(new HasherStoppedError());
    },
  };
}

let commonPasswords: Set<string> | undefined;

/** True for a password on the shipped list of the most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(path.join(serverDir, 'services', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

export interface PasswordHasherOptions extends Partial<ScryptParams> {
  /**
   * Hashes computed at once. Each takes 128 MiB and a libuv thread for about a quarter of a second, so a
   * burst of logins must neither exhaust memory nor starve file and DNS work sharing the thread pool.
   */
  maxConcurrent?: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** The same work as a real check, against no account: unknown e-mails take as long as known ones. */
  verifyNothing(password: string): Promise<void>;
  needsRehash(stored: string): boolean;
  params: ScryptParams;
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

  const derive = (password: string, salt: Buffer, { N, r, p }: ScryptParams) =>
    limit(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          scrypt(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
            error ? reject(error) : resolve(key),
          );
        }),
    );

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
  };
}

function parse(stored: string) {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Runs at most `max` tasks at once, the rest wait in order. */
function limiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing task hands over its slot
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

let commonPasswords: Set<string> | undefined;

/** True for a password on the shipped list of the most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

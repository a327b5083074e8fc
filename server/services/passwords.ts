import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Algorithm, hash as argon2Hash, verify as argon2Verify, parseOptions } from '@node-rs/argon2';
import { serverDir } from '../paths';
import { parseScrypt, verifyScrypt } from './scrypt-legacy';

/**
 * Password hashing with argon2id at OWASP's minimum (docs/decisions/signed-in-api.md: m=19 MiB, t=2, p=1) through
 * @node-rs/argon2, whose asynchronous calls run in the libuv thread pool: the main thread never waits for
 * a hash. The stored form is the PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), which names its
 * parameters, so hashes made with others (and the scrypt ones stored before, scrypt-legacy.ts) still verify
 * and are replaced at the next successful login.
 */
export interface Argon2Params {
  /** KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const productionArgon2: Argon2Params = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };
const argon2id = 2 as Algorithm;

export type HashKind = 'argon2id' | 'scrypt';

/**
 * Wraps each hash computation as it is about to run (after its turn came). Tests pass one they can hold, to
 * count what runs, of which kind and in which order; production runs the work as it is.
 */
export type AroundHash = <T>(kind: HashKind, password: string, work: () => Promise<T>) => Promise<T>;

export interface PasswordHasherOptions extends Partial<Argon2Params> {
  /**
   * Hashes computed at once. Each takes 19 MiB and a libuv thread for a few dozen milliseconds; 2 of the 4
   * threads leave the others to file, DNS and compression work sharing the pool (docs/decisions/signed-in-api.md).
   */
  maxConcurrent?: number;
  around?: AroundHash;
}

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
  params: Argon2Params;
  /** Hashes running or waiting for their turn. */
  pending(): number;
  /** The same apart: running now (at most `maxConcurrent`) and waiting for their turn (the metrics). */
  queue(): { running: number; waiting: number };
  /** Shutdown: hashes waiting for their turn fail with HasherStoppedError, new ones too; running ones finish. */
  stop(): void;
}

const unpadded = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** A stored value in the PHC form no password matches: checking against it costs what a real check costs. */
function dummyHash({ memoryCost, timeCost, parallelism }: Argon2Params) {
  return `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$${unpadded(randomBytes(16))}$${unpadded(randomBytes(32))}`;
}

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const params: Argon2Params = {
    memoryCost: options.memoryCost ?? productionArgon2.memoryCost,
    timeCost: options.timeCost ?? productionArgon2.timeCost,
    parallelism: options.parallelism ?? productionArgon2.parallelism,
  };
  const limit = limiter(options.maxConcurrent ?? 2);
  const around: AroundHash = options.around ?? ((_kind, _password, work) => work());
  const dummy = dummyHash(params);
  const run = <T>(kind: HashKind, password: string, work: (normalised: string) => Promise<T>) => {
    const normalised = password.normalize('NFC');
    return limit.run(() => around(kind, normalised, () => work(normalised)));
  };

  const hash = (password: string) =>
    run('argon2id', password, (normalised) => argon2Hash(normalised, { ...params, algorithm: argon2id }));

  const verify = async (password: string, stored: string) => {
    if (stored.startsWith('$argon2id$')) {
      return run('argon2id', password, (normalised) => argon2Verify(stored, normalised).catch(() => false));
    }
    const legacy = parseScrypt(stored);
    return legacy ? run('scrypt', password, (normalised) => verifyScrypt(normalised, legacy)) : false;
  };

  return {
    params,
    hash,
    verify,
    async verifyNothing(password) {
      await verify(password, dummy);
    },
    needsRehash(stored) {
      if (!stored.startsWith('$argon2id$')) return true;
      try {
        const used = parseOptions(stored);
        return (
          used.memoryCost !== params.memoryCost || used.timeCost !== params.timeCost || used.parallelism !== params.parallelism
        );
      } catch {
        return true;
      }
    },
    pending: () => limit.pending(),
    queue: () => limit.queue(),
    stop: () => limit.stop(),
  };
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
    queue: () => ({ running, waiting: waiting.length }),
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

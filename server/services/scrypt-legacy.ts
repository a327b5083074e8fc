import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * The scrypt hashes stored before argon2id was chosen (`scrypt$N$r$p$salt$hash`, docs/product/choices.md: N=2^17, r=8,
 * p=1). They still verify, in the libuv thread pool like argon2, and are replaced by argon2id at the next
 * successful login (passwords.ts). `scryptHash` makes such a value (tests and migrations of old data only).
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const keyLength = 32;

const derive = (password: string, salt: Buffer, { N, r, p }: ScryptParams) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export function parseScrypt(stored: string) {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** `password` is already NFC-normalised by the caller. */
export async function verifyScrypt(password: string, parsed: NonNullable<ReturnType<typeof parseScrypt>>): Promise<boolean> {
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

export async function scryptHash(password: string, params: ScryptParams = { N: 2 ** 17, r: 8, p: 1 }): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password.normalize('NFC'), salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

import { describe, expect, it } from 'vitest';
import { createPasswordHasher, isCommonPassword, productionArgon2 } from './passwords';
import { scryptHash } from './scrypt-legacy';

describe('given the production hashing parameters', () => {
  it('hashes with argon2id m=19 MiB, t=2, p=1 and a random salt, and verifies only the right password', async () => {
    const hasher = createPasswordHasher();
    expect(hasher.params).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(productionArgon2).toEqual(hasher.params);
    const stored = await hasher.hash('Žluťoučký kůň 55+');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(stored).not.toContain('kůň');
    expect(await hasher.verify('Žluťoučký kůň 55+', stored)).toBe(true);
    expect(await hasher.verify('Žluťoučký kůň 55-', stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('still verifies a scrypt hash stored before argon2id, and asks for it to be replaced', async () => {
    const production = createPasswordHasher();
    const old = await scryptHash('upgrade me please', { N: 2 ** 10, r: 8, p: 1 });
    expect(await production.verify('upgrade me please', old)).toBe(true);
    expect(await production.verify('upgrade me please!', old)).toBe(false);
    expect(production.needsRehash(old)).toBe(true);
  });
});

describe('given a cheaper hasher (the tests use one)', () => {
  const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });

  it('salts every hash differently', async () => {
    expect(await cheap.hash('same password')).not.toBe(await cheap.hash('same password'));
  });

  it('verifies a password typed in another Unicode normal form, in either stored format', async () => {
    expect(await cheap.verify('M\u00fcller-Passwort', await cheap.hash('Mu\u0308ller-Passwort'))).toBe(true);
    expect(
      await cheap.verify('M\u00fcller-Passwort', await scryptHash('Mu\u0308ller-Passwort', { N: 2 ** 10, r: 8, p: 1 })),
    ).toBe(true);
  });

  it('still verifies hashes made with other parameters and asks for them to be upgraded', async () => {
    const production = createPasswordHasher();
    const old = await cheap.hash('upgrade me please');
    expect(await production.verify('upgrade me please', old)).toBe(true);
    expect(production.needsRehash(old)).toBe(true);
  });

  it('refuses stored values that are not its own format', async () => {
    for (const stored of ['', 'plain text', 'scrypt$x$8$1$abc$def', 'bcrypt$2b$10$abc', '$argon2id$v=19$m=1024,t=1,p=1$broken']) {
      expect(await cheap.verify('anything at all', stored)).toBe(false);
    }
  });

  it('does the work of a check even without an account: one argon2id verification at its own parameters', async () => {
    const ran: string[] = [];
    const counting = createPasswordHasher({
      memoryCost: 1024,
      timeCost: 1,
      around: (kind, _password, work) => {
        ran.push(kind);
        return work();
      },
    });
    await expect(counting.verifyNothing('whatever was typed')).resolves.toBeUndefined();
    expect(ran).toEqual(['argon2id']);
  });
});

describe('given the list of common passwords', () => {
  it('refuses listed passwords in any letter case, in several languages', () => {
    for (const password of [
      'password',
      'PASSWORD1',
      '12345678',
      'iloveyou',
      'qwertzuiop',
      'heslo123',
      'passwort1',
      'lozinka123',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts an uncommon passphrase', () => {
    expect(isCommonPassword('blue teapot on a bicycle')).toBe(false);
  });
});

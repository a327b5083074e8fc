import { describe, expect, it } from 'vitest';
import { createPasswordHasher, isCommonPassword, productionScrypt } from './passwords';

describe('given the production hashing parameters', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a random salt, and verifies only the right password', async () => {
    const hasher = createPasswordHasher();
    expect(hasher.params).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(productionScrypt).toEqual(hasher.params);
    const stored = await hasher.hash('Žluťoučký kůň 55+');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(stored).not.toContain('kůň');
    expect(await hasher.verify('Žluťoučký kůň 55+', stored)).toBe(true);
    expect(await hasher.verify('Žluťoučký kůň 55-', stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });
});

describe('given a cheaper hasher (the tests use one)', () => {
  const cheap = createPasswordHasher({ N: 2 ** 10 });

  it('salts every hash differently', async () => {
    expect(await cheap.hash('same password')).not.toBe(await cheap.hash('same password'));
  });

  it('verifies a password typed in another Unicode normal form', async () => {
    const stored = await cheap.hash('Mu\u0308ller-Passwort');
    expect(await cheap.verify('M\u00fcller-Passwort', stored)).toBe(true);
  });

  it('still verifies hashes made with other parameters and asks for them to be upgraded', async () => {
    const production = createPasswordHasher();
    const old = await cheap.hash('upgrade me please');
    expect(await production.verify('upgrade me please', old)).toBe(true);
    expect(production.needsRehash(old)).toBe(true);
  });

  it('refuses stored values that are not its own format', async () => {
    for (const stored of ['', 'plain text', 'scrypt$x$8$1$abc$def', 'bcrypt$2b$10$abc']) {
      expect(await cheap.verify('anything at all', stored)).toBe(false);
    }
  });

  it('does the work of a check even without an account', async () => {
    await expect(cheap.verifyNothing('whatever was typed')).resolves.toBeUndefined();
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

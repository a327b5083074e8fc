import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { users } from '../../db/schema';
import type { HashKind } from '../../services/passwords';
import { scryptHash } from '../../services/scrypt-legacy';
import { activeUser, call, uniqueEmail } from '../../test-support/accounts';
import { createTestApp, type TestApp, testPasswordHashing } from '../../test-support/app';
import { errorBody } from '../../test-support/error-body';

/** Scrypt hashes stored before argon2id still log in, and are replaced at the next login. */
let t: TestApp;
const ran: HashKind[] = [];
beforeAll(async () => {
  t = await createTestApp({
    accounts: {
      passwordHashing: {
        ...testPasswordHashing,
        around: (kind, _password, work) => {
          ran.push(kind);
          return work();
        },
      },
    },
  });
});
afterAll(async () => t?.close());
beforeEach(() => {
  ran.length = 0;
});

const storedHash = async (email: string) =>
  (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]!.hash;
const login = (email: string, password: string) => call(t, 'POST', '/api/user/token', { body: { email, password } });

/** An active account whose password is stored before argon2id (scrypt, its cost lowered for the test). */
async function scryptUser() {
  const user = await activeUser(t);
  const legacy = await scryptHash(user.password, { N: 2 ** 10, r: 8, p: 1 });
  await t.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.email, user.email));
  return user;
}

describe('given an account whose password is stored with scrypt', () => {
  it('logs in, is stored as argon2id from then on, and logs in again', async () => {
    const user = await scryptUser();
    expect(await storedHash(user.email)).toMatch(/^scrypt\$/);
    ran.length = 0;

    expect((await login(user.email, user.password)).status).toBe(200);
    expect(ran).toEqual(['scrypt', 'argon2id']);
    expect(await storedHash(user.email)).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);

    ran.length = 0;
    expect((await login(user.email, user.password)).status).toBe(200);
    expect(ran).toEqual(['argon2id']);
  });

  it('keeps the scrypt hash when the password is wrong', async () => {
    const user = await scryptUser();
    const before = await storedHash(user.email);
    expect((await login(user.email, 'not the password at all')).status).toBe(400);
    expect(await storedHash(user.email)).toBe(before);
  });
});

describe('given a wrong password', () => {
  it('is refused the same way against either format and for an unknown e-mail, each after one verification', async () => {
    const legacy = await scryptUser();
    const current = await activeUser(t);
    const cases = [
      { email: legacy.email, work: ['scrypt'] },
      { email: current.email, work: ['argon2id'] },
      // No account: one argon2id verification against a dummy hash at the current parameters.
      { email: uniqueEmail('nobody'), work: ['argon2id'] },
    ];
    for (const { email, work } of cases) {
      ran.length = 0;
      const refused = await login(email, 'wrong but long password');
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 400,
        body: errorBody(messages.invalidCredentials),
      });
      expect(ran, email).toEqual(work);
    }
  });
});

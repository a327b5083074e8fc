import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, users } from '../db/schema';
import { HOUR } from '../services/clock';
import { hashSecret } from '../services/tokens';
import { activeUser, call } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { openSecondProcess } from '../test-support/second-process';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const me = (token: string) => call(t, 'GET', '/api/user/me', { token });

describe('given a session the process has already resolved', () => {
  it('answers its next requests without a statement for the session', async () => {
    const user = await activeUser(t);
    await t.database.changes.caughtUp();
    expect((await me(user.token)).status).toBe(200);
    const before = t.database.statementCount();
    expect((await me(user.token)).status).toBe(200);
    expect(t.database.statementCount() - before).toBe(0);
  });

  it('refuses the token at once after logout on the same process', async () => {
    const user = await activeUser(t);
    expect((await me(user.token)).status).toBe(200);
    expect((await call(t, 'POST', '/api/user/logout', { token: user.token })).status).toBe(204);
    expect((await me(user.token)).status).toBe(401);
    expect((await call(t, 'GET', '/api/survey/attempts', { token: user.token })).status).toBe(401);
  });

  it('refuses it at once when it expires, when its row is deleted and when the account is deactivated', async () => {
    const expiring = await activeUser(t);
    expect((await me(expiring.token)).status).toBe(200);
    t.clock.advance(12 * HOUR);
    expect((await me(expiring.token)).status).toBe(401);

    const deleted = await activeUser(t);
    expect((await me(deleted.token)).status).toBe(200);
    await t.database.db.delete(authTokens).where(eq(authTokens.tokenHash, hashSecret(deleted.token)));
    expect((await me(deleted.token)).status).toBe(401);

    const deactivated = await activeUser(t);
    expect((await me(deactivated.token)).status).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, deactivated.email));
    expect((await me(deactivated.token)).status).toBe(401);
  });

  it('shows a profile change on the next request', async () => {
    const user = await activeUser(t, { firstName: 'Jana' });
    expect((await me(user.token)).body.first_name).toBe('Jana');
    await t.database.db.update(users).set({ firstName: 'Eva' }).where(eq(users.email, user.email));
    expect((await me(user.token)).body.first_name).toBe('Eva');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('given another process on the same PostgreSQL database', () => {
  it('refuses a token that process revoked once its notification has arrived', async () => {
    const user = await activeUser(t);
    expect((await me(user.token)).status).toBe(200);
    const other = await openSecondProcess(t);
    try {
      await other.db.delete(authTokens).where(eq(authTokens.tokenHash, hashSecret(user.token)));
    } finally {
      await other.close();
    }
    await vi.waitFor(async () => expect((await me(user.token)).status).toBe(401));
  });
});

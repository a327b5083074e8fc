import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import type { AroundHash } from '../../services/passwords';
import { activeUser, type CallResult, call, uniqueEmail } from '../../test-support/accounts';
import { createTestApp, type TestApp, testPasswordHashing } from '../../test-support/app';
import { errorBody } from '../../test-support/error-body';

/**
 * The bounded password hashing queue. Each hash waits at a gate the test holds, so what is
 * counted (answers, and the order in which hashes start) does not depend on how fast anything runs.
 */
function heldHashes() {
  let open = true;
  const waiting: (() => void)[] = [];
  const started: string[] = [];
  const around: AroundHash = async (_kind, password, work) => {
    started.push(password);
    if (!open) await new Promise<void>((resolve) => waiting.push(resolve));
    return work();
  };
  return {
    around,
    started,
    hold() {
      open = false;
      started.length = 0;
    },
    release() {
      open = true;
      for (const resume of waiting.splice(0)) resume();
    },
  };
}

const generous = { limit: 10_000, windowMs: 60_000 };
const rateLimits = { tokenPerIp: generous, tokenPerAddressEmail: generous, tokenFailuresPerEmail: generous };

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Waits, by turns of the event loop and not by time, until every request is answered or waits for a hash. */
async function untilAllAnsweredOrHashing(t: TestApp, answered: () => number, total: number) {
  for (let turn = 0; answered() + t.app.accounts.hasher.pending() < total; turn++) {
    if (turn > 1_000_000) throw new Error(`stuck: ${answered()} answered, ${t.app.accounts.hasher.pending()} hashing`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function fire(requests: Promise<CallResult>[]) {
  const answers: CallResult[] = [];
  const all = requests.map((request) =>
    request.then((answer) => {
      answers.push(answer);
      return answer;
    }),
  );
  return { all: Promise.all(all), answered: () => answers.length };
}

describe('given a flood of logins from one address', () => {
  it('refuses what exceeds the address’s share at once, and another address logs in right behind', async () => {
    const gate = heldHashes();
    app = await createTestApp({
      accounts: {
        passwordHashing: { ...testPasswordHashing, around: gate.around },
        passwordWork: { perAddress: 3, total: 20 },
        rateLimits,
      },
    });
    const t = app;
    const owner = await activeUser(t);
    gate.hold();
    const flood = Array.from({ length: 100 }, () =>
      call(t, 'POST', '/api/user/token', {
        body: { email: uniqueEmail('flood'), password: 'flooding password' },
        ip: '10.6.0.1',
      }),
    );
    const ownerLogin = call(t, 'POST', '/api/user/token', {
      body: { email: owner.email, password: owner.password },
      ip: '10.6.0.2',
    });
    const { all, answered } = fire([...flood, ownerLogin]);
    await untilAllAnsweredOrHashing(t, answered, 101);
    gate.release();
    await all;

    const fromFlood = (await Promise.all(flood)).map((a) => a.status);
    expect(fromFlood.filter((s) => s === 429)).toHaveLength(97);
    expect(fromFlood.filter((s) => s === 400)).toHaveLength(3);
    for (const refused of (await Promise.all(flood)).filter((a) => a.status === 429)) {
      expect(refused.body).toEqual(errorBody(messages.tooManyRequests));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await ownerLogin).status).toBe(200);
    // The owner's hash started right after the flood's share: behind 3 of the flood, not 100.
    expect(gate.started.indexOf(owner.password)).toBeLessThanOrEqual(3);
  });
});

describe('given many addresses at once', () => {
  it('answers 503 with Retry-After past the total bound', async () => {
    const gate = heldHashes();
    app = await createTestApp({
      accounts: {
        passwordHashing: { ...testPasswordHashing, around: gate.around },
        passwordWork: { perAddress: 3, total: 5 },
        rateLimits,
      },
    });
    const t = app;
    gate.hold();
    const requests = Array.from({ length: 10 }, (_, i) =>
      call(t, 'POST', '/api/user/token', { body: { email: uniqueEmail(), password: 'some password' }, ip: `10.7.0.${i}` }),
    );
    const { all, answered } = fire(requests);
    await untilAllAnsweredOrHashing(t, answered, 10);
    gate.release();
    const statuses = (await all).map((a) => a.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 503, 503, 503, 503, 503]);
    for (const busy of (await all).filter((a) => a.status === 503)) {
      expect(busy.body).toEqual(errorBody(messages.busy));
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The slots are free again once answered.
    expect(t.app.accounts.passwordWork.inFlight()).toBe(0);
    expect((await call(t, 'POST', '/api/user/token', { body: { email: uniqueEmail(), password: 'x'.repeat(9) } })).status).toBe(
      400,
    );
  });
});

describe('given a shutdown while hashes wait for their turn', () => {
  it('answers the waiting ones 503 at once and lets the running ones finish before the database closes', async () => {
    const gate = heldHashes();
    app = await createTestApp({
      accounts: {
        passwordHashing: { ...testPasswordHashing, around: gate.around },
        passwordWork: { perAddress: 10, total: 10 },
        rateLimits,
      },
    });
    const t = app;
    // Over real connections: the server waits for answers in flight before its database closes.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const login = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/user/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ email: uniqueEmail(), password: 'some password' }),
      });
      return { status: res.status, body: await res.json(), headers: Object.fromEntries(res.headers) } as CallResult;
    };
    gate.hold();
    const { all, answered } = fire(Array.from({ length: 6 }, login));
    await untilAllAnsweredOrHashing(t, answered, 6);
    const closing = t.app.close();
    // The 4 waiting for their turn are answered while the 2 running are still held.
    for (let turn = 0; answered() < 4; turn++) {
      if (turn > 1_000_000) throw new Error('the waiting hashes were not answered');
      await new Promise((resolve) => setImmediate(resolve));
    }
    gate.release();
    await closing;
    const answers = await all;
    expect(answers.map((a) => a.status).sort()).toEqual([400, 400, 503, 503, 503, 503]);
    for (const busy of answers.filter((a) => a.status === 503)) expect(busy.body).toEqual(errorBody(messages.busy));
    app = undefined;
    await t.close();
  });
});

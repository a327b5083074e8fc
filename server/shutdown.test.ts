import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, parseMail } from './test-support/mime';
import { newServerData, request, startServerProcess } from './test-support/server-process';

/**
 * SIGTERM during and right after a flood of logins. The server answers every request it has
 * received (hashes still waiting for their turn get 503), closes the database cleanly and exits 0; the next
 * start finds the data intact. Runs the server as `npm start` does, with the production argon2id cost, on the
 * database of this run (the embedded one, or PostgreSQL with DATABASE_URL).
 */
// Three floods and four logins stay within one address's 100 login attempts per 15 minutes (rate-limit.ts),
// which a restart keeps: since argon2id admits 32 logins per address at once, nearly every flood
// request reaches that counter, and a larger flood would refuse the survivor's own login with 429.
const floodSize = 30;
const email = `survivor.${process.pid}@example.org`;
const password = 'kept through every restart';

let data: Awaited<ReturnType<typeof newServerData>>;
beforeAll(async () => {
  data = await newServerData();
});
afterAll(async () => {
  await data?.cleanup();
});

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let attempt = 0; !(await condition()); attempt++) {
    if (attempt > 1200) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// At debug, a line is logged when a request arrives (server/http/access-log.ts).
const incoming = (log: string) => log.split('\n').filter((line) => line.includes('"request received"')).length;

/**
 * A request sent but for its last empty line: its connection is busy, so the shutdown keeps it open (it
 * closes only idle ones), and the request is completed during the grace period.
 */
async function heldRequest(base: string, url: string) {
  const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => (text += chunk));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  return async () => {
    socket.end('\r\n');
    await closed;
    const [head = '', body = ''] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
  };
}

const refusesConnections = (base: string) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(Number(new URL(base).port), '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

async function registerAndActivate(url: string) {
  const form = {
    firstName: 'Survivor',
    lastName: 'Restart',
    email,
    location: 'HR',
    residence: 'citizen',
    education: 'tertiary',
    gender: 'female',
    age: 63,
    employment: false,
    unemployedMonths: 2,
    password,
    confirmPwd: password,
    gdpr: true,
  };
  expect((await request(url, 'POST', '/api/user/register', form)).status).toBe(201);
  const outbox = path.join(data.dataDir, 'outbox');
  await until(() => fs.existsSync(outbox) && fs.readdirSync(outbox).length > 0, 'the activation e-mail');
  const [file] = fs.readdirSync(outbox);
  const { token } = linkIn(parseMail(fs.readFileSync(path.join(outbox, file ?? ''), 'utf8')), 'registration-token');
  expect((await request(url, 'POST', '/api/user/register/validate', { token })).status).toBe(200);
}

describe('given SIGTERM during and right after a flood of logins', () => {
  it('exits 0 every time, answers every request it received, and starts again with the data intact', async () => {
    for (const [round, moment] of (['during', 'right after', 'during'] as const).entries()) {
      const server = await startServerProcess(data, { LOG_LEVEL: 'debug' });
      if (round === 0) await registerAndActivate(server.url);
      // The data of the earlier rounds is intact: the account still logs in.
      expect((await request(server.url, 'POST', '/api/user/token', { email, password })).status, `round ${round}`).toBe(200);

      const before = incoming(server.output());
      const flood = Array.from({ length: floodSize }, (_, i) =>
        request(server.url, 'POST', '/api/user/token', { email: `flood.${i}@example.org`, password: 'a wrong password' }).then(
          (answer) => answer.status,
          (error: NodeJS.ErrnoException) => `no answer: ${error.code}`,
        ),
      );
      if (moment === 'during') {
        await until(() => incoming(server.output()) - before >= floodSize, 'the server received the flood');
      } else {
        await Promise.all(flood);
      }
      server.child.kill('SIGTERM');
      const statuses = await Promise.all(flood);
      expect(
        statuses.filter((status) => typeof status !== 'number'),
        `round ${round} (${moment})`,
      ).toEqual([]);
      expect(new Set(statuses.filter((status) => ![400, 429, 503].includes(status as number)))).toEqual(new Set());
      expect(await server.exited, `round ${round} (${moment}):\n${server.output().slice(-2000)}`).toBe(0);
    }
    const last = await startServerProcess(data);
    expect((await request(last.url, 'POST', '/api/user/token', { email, password })).status).toBe(200);
    expect((await request(last.url, 'GET', '/api/test/sql')).status).toBe(200);
    expect((await request(last.url, 'GET', '/readyz')).status).toBe(200);
    // During the grace period: not ready, saying why, and still live.
    const readiness = await heldRequest(last.url, '/readyz');
    const liveness = await heldRequest(last.url, '/livez');
    // Answered after both held requests' first lines were read: the server has them in hand.
    expect((await request(last.url, 'GET', '/livez')).status).toBe(200);
    last.child.kill('SIGTERM');
    await until(() => refusesConnections(last.url), 'the server stopped taking connections');
    const ready = await readiness();
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'not ready', reason: 'shutting down' });
    expect(ready.head).toContain('retry-after: 5');
    expect((await liveness()).status).toBe(200);
    expect(await last.exited).toBe(0);
    // Four server starts in a row: on a busy 2-core machine that outlasts the project's 30 s default.
  }, 180_000);
});

describe('given a shutdown that blocks the main thread for good', () => {
  it('is ended all the same: the watchdog thread kills the process at the end of the grace period', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'test-support/blocked-shutdown.ts'), '1500'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve) => child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve()));
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGTERM');
    expect(await ended).toBe('SIGKILL');
  });
});

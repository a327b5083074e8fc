/**
 * API benchmark (issue 13, design.md section 6): the real server process (build/server.mjs, as `npm start`
 * runs it) on a temporary DATA_DIR with the embedded database, or on a new database of the PostgreSQL server
 * named by DATABASE_URL (dropped at the end), driven by autocannon from a process of its own. Per endpoint:
 * requests per second, p50 and p99 latency, non-2xx answers; then the same with more users and their
 * completed attempts in the database, to show that the cost does not grow with the data. Not a timed test.
 *
 *   npm run bench:api
 *   BENCH_DURATION=5 BENCH_USERS=0,10000 npm run bench:api
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api
 *
 * Settings: BENCH_DURATION (seconds per endpoint, default 10), BENCH_WARMUP (seconds before each, default 2),
 * BENCH_USERS (users with a completed attempt each in the database per round, default 0,10000,100000),
 * BENCH_CONNECTIONS (default 50), BENCH_PROFILE (a folder: the server writes a CPU profile there).
 */
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import type { Question } from '../../contract/questions';
import { readContentDir } from '../content/read';
import { seedContent } from '../content/seed';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { surveyAttempts, topics } from '../db/schema';
import { createPasswordHasher } from '../services/passwords';
import { defaultPasswordWorkLimits } from '../services/password-work';
import { newServerData, request, startServerProcess } from '../test-support/server-process';
import type { LoadSlot } from './load';
import {
  type BenchPerson,
  cpuMs,
  insertCompletedAttempts,
  insertPeople,
  machine,
  peakRssMb,
  printTable,
  runLoad,
  seconds,
  someAnswer,
} from './support';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const userRounds = (process.env.BENCH_USERS ?? '0,10000,100000').split(',').map((n) => Number(n.trim()));
const password = 'bench password, long enough';
const staff = { email: 'staff.bench@example.org', password: 'a long staff password for the bench' };
/** Budgets of design.md section 6 (p99 in ms, embedded database, 50 connections). */
const budgets: Record<string, number> = { 'topic list': 20, 'survey submit': 50 };

const data = await newServerData('bench_api');
const dbOptions = data.databaseUrl ? { url: data.databaseUrl } : { dataDir: path.join(data.dataDir, 'db') };
console.log(`API benchmark on ${data.kind}; ${machine()}; ${connections} connections, ${duration} s per endpoint`);

// The content, and one user per connection with a session, written before the server first starts.
const passwordHash = await createPasswordHasher().hash(password);
let database = await openDatabase(dbOptions);
await migrate(database);
await seedContent(database, readContentDir());
const [topic] = await database.db
  .select()
  .from(topics)
  .where(eq(topics.tool, 'general'))
  .orderBy(topics.position, topics.id)
  .limit(1);
const testers = await insertPeople(database.db, { count: connections, prefix: 'tester', passwordHash, tokens: true });
await database.close();

interface Tester extends BenchPerson {
  completed: string;
  open: string;
  answers: { id: number; answered: unknown }[];
}
let prepared: Tester[] | undefined;
let inDatabase = 0;
const figures: { users: number; endpoint: string; p99: number }[] = [];

try {
  for (const users of userRounds) {
    if (users > inDatabase) {
      const start = Date.now();
      database = await openDatabase(dbOptions);
      const [like] = await database.db.select().from(surveyAttempts).where(isNotNull(surveyAttempts.completedAt)).limit(1);
      const people = await insertPeople(database.db, {
        count: users - inDatabase,
        prefix: 'user',
        first: inDatabase,
        passwordHash,
        tokens: true,
      });
      await insertCompletedAttempts(
        database.db,
        people.map((p) => p.respondentId),
        like!,
      );
      await database.close();
      console.log(`\nadded ${users - inDatabase} users with a session and a completed attempt each in ${seconds(start)}`);
      inDatabase = users;
    }
    const server = await startServerProcess(
      data,
      {
        BENCH_RATE_LIMIT_FACTOR: '100000',
        STAFF_EMAIL: staff.email,
        STAFF_PASSWORD: staff.password,
      },
      // BENCH_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
      process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [],
    );
    try {
      prepared ??= await prepareTesters(server.url);
      const rows = await measure(server.url, server.pid, prepared);
      console.log(`\n### ${users.toLocaleString('en')} more users with a completed attempt each (${data.kind})\n`);
      printTable(
        rows.map(({ endpoint, conns, r, cpuPerRequest }) => ({
          endpoint,
          connections: conns,
          'requests/s': r.requestsPerSecond,
          'p50 ms': r.p50,
          'p99 ms': r.p99,
          'non-2xx': r.non2xx + r.errors + r.timeouts,
          'server CPU ms/request': Number.isNaN(cpuPerRequest) ? '?' : cpuPerRequest.toFixed(2),
          budget: budgets[endpoint] ? `p99 < ${budgets[endpoint]} ms: ${r.p99 < budgets[endpoint]! ? 'holds' : 'over'}` : '',
        })),
      );
      for (const { endpoint, r } of rows) figures.push({ users, endpoint, p99: r.p99 });
      console.log(`\nserver peak RSS: ${peakRssMb(server.pid) ?? '?'} MB`);
      const odd = rows.filter(({ r }) => r.non2xx + r.errors + r.timeouts > 0);
      for (const { endpoint, r } of odd)
        console.log(`${endpoint}: status codes ${JSON.stringify(r.statusCodes)}, errors ${r.errors}`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  if (userRounds.length > 1) {
    console.log('\n### p99 (ms) by users in the database\n');
    const endpoints = [...new Set(figures.map((f) => f.endpoint))];
    printTable(
      endpoints.map((endpoint) => ({
        endpoint,
        ...Object.fromEntries(
          figures.filter((f) => f.endpoint === endpoint).map((f) => [`${f.users.toLocaleString('en')} users`, f.p99]),
        ),
      })),
    );
  }
} finally {
  await data.cleanup();
}

/**
 * Through the API as a respondent would: each tester completes an attempt (for the results page) and starts
 * a second one (for survey get and submit).
 */
async function prepareTesters(url: string): Promise<Tester[]> {
  const call = async (method: string, route: string, token: string, body?: unknown) => {
    const res = await requestWithToken(url, method, route, token, body);
    if (res.status !== 200) throw new Error(`${method} ${route} answered ${res.status}: ${res.body}`);
    return JSON.parse(res.body);
  };
  const out: Tester[] = [];
  for (const t of testers) {
    const first = await call('POST', '/api/survey/generate', t.token!, { topic: topic!.id });
    const answers = (first.questions as Question[]).map(someAnswer);
    await call('POST', '/api/survey/submit', t.token!, {
      survey_attempt: first.survey_attempt,
      updated_at: first.updated_at,
      survey: { questions: answers },
      complete: true,
    });
    const second = await call('POST', '/api/survey/generate', t.token!, { topic: topic!.id });
    out.push({ ...t, completed: first.survey_attempt, open: second.survey_attempt, answers });
  }
  return out;
}

async function measure(url: string, pid: number, list: Tester[]) {
  const json = { 'content-type': 'application/json', 'accept-language': 'cs' };
  const as = (t: BenchPerson) => ({ ...json, authorization: `Token ${t.token}` });
  const staffToken = JSON.parse(
    (await request(url, 'POST', '/api/user/token', { email: staff.email, password: staff.password })).body,
  ).token as string;
  // The version of each open attempt now (earlier runs' submits moved it on).
  const versions = () =>
    Promise.all(
      list.map(async (t) => {
        const res = await requestWithToken(url, 'POST', '/api/survey/attempt/validate', t.token!, { survey_attempt: t.open });
        return (JSON.parse(res.body) as { updated_at: string }).updated_at;
      }),
    );
  const endpoints: { endpoint: string; conns: number; slots: LoadSlot[] | (() => Promise<LoadSlot[]>) }[] = [
    {
      endpoint: 'topic list',
      conns: connections,
      slots: list.map((t) => ({ method: 'GET', path: '/api/survey/topics', headers: as(t) })),
    },
    {
      endpoint: 'survey get',
      conns: connections,
      slots: list.map((t) => ({
        method: 'POST',
        path: '/api/survey/get',
        headers: as(t),
        body: JSON.stringify({ survey_attempt: t.open }),
      })),
    },
    {
      endpoint: 'survey submit',
      conns: connections,
      slots: async () => {
        const now = await versions();
        return list.map((t, i) => ({
          method: 'POST',
          path: '/api/survey/submit',
          headers: as(t),
          submit: { attempt: t.open, updatedAt: now[i]!, answers: t.answers },
        }));
      },
    },
    {
      endpoint: 'attempt results',
      conns: connections,
      slots: list.map((t) => ({ method: 'GET', path: `/api/survey/attempt/${t.completed}`, headers: as(t) })),
    },
    {
      // scrypt (N=2^17, about 0.25 s of one core each) bounds logins; the server admits 8 at once per address
      // (services/password-work.ts) and refuses the rest at once, so more connections from one address would
      // measure the refusals.
      endpoint: 'login',
      conns: Math.min(connections, defaultPasswordWorkLimits.perAddress),
      slots: list.map((t) => ({
        method: 'POST',
        path: '/api/user/token',
        headers: json,
        body: JSON.stringify({ email: t.email, password, rememberme: false }),
      })),
    },
    {
      endpoint: 'export count',
      conns: connections,
      slots: [
        {
          method: 'GET',
          path: `/api/export/count?topic=${topic!.id}`,
          headers: { ...json, authorization: `Token ${staffToken}` },
        },
      ],
    },
  ];
  const rows = [];
  for (const { endpoint, conns, slots } of endpoints) {
    const slotsNow = () => (typeof slots === 'function' ? slots() : slots);
    if (warmup > 0) await runLoad({ url, connections: conns, duration: warmup, slots: await slotsNow() });
    const list = await slotsNow();
    const cpuBefore = cpuMs(pid);
    const r = await runLoad({ url, connections: conns, duration, slots: list });
    const cpu = (cpuMs(pid) ?? Number.NaN) - (cpuBefore ?? Number.NaN);
    rows.push({ endpoint, conns, r, cpuPerRequest: r.requests ? cpu / r.requests : Number.NaN });
  }
  return rows;
}

function requestWithToken(url: string, method: string, route: string, token: string, body?: unknown) {
  return fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then(async (res) => ({ status: res.status, body: await res.text() }));
}

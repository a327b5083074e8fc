/**
 * API benchmark (docs/performance.md): the real server process (build/server.mjs, as `npm start`
 * runs it) on a temporary DATA_DIR with the embedded database, or on a new database of the PostgreSQL server
 * named by DATABASE_URL (dropped at the end), driven by autocannon from a process of its own. Per endpoint:
 * requests per second, p50 and p99 latency, non-2xx answers, flat out and at a fixed offered rate;
 * logins at 8 and 32 connections with the p99 of topic lists read meanwhile; then the same with more users and their
 * completed attempts in the database, to show that the cost does not grow with the data. Not a timed test.
 *
 *   npm run bench:api
 *   BENCH_DURATION=5 BENCH_USERS=0,10000 npm run bench:api
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api
 *
 * Settings: BENCH_DURATION (seconds per endpoint, default 10), BENCH_WARMUP (seconds before each, default 2),
 * BENCH_USERS (users with a completed attempt each in the database per round, default 0,10000,100000),
 * BENCH_CONNECTIONS (default 50), BENCH_RATE (requests per second offered, default 500), BENCH_PROFILE (a folder: the server writes a CPU profile there),
 * BENCH_ENDPOINTS (names of the endpoints to measure, comma-separated, for example `topic list,survey submit,login`; all by default),
 * BENCH_FLAT_OUT=0 (only the fixed offered rate, not flat out: a CPU profile of the steady load alone).
 */
import os from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { surveyAttempts } from '../db/schema';
import { newServerData, startServerProcess } from '../test-support/server-process';
import { explainSurveyStatements } from './explain';
import type { LoadResult, LoadSlot } from './load-types';
import {
  benchPassword,
  callWithToken,
  headersOf,
  insertCompletedAttempts,
  insertPeople,
  type Measured,
  machine,
  measureLoad,
  peakRssMb,
  prepareTesters,
  printTable,
  runLoad,
  resultRow,
  seconds,
  seedBenchDatabase,
  surveyGetSlots,
  type Tester,
  topicListSlots,
} from './support';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The fixed rate each endpoint is measured at besides flat out (p99 at 500 requests/s offered). */
const offeredRate = Number(process.env.BENCH_RATE ?? 500);
/** Topic lists per second offered while logins flood the server. */
const loginFloodReaders = 100;
const onlyEndpoints = process.env.BENCH_ENDPOINTS?.split(',').map((name) => name.trim());
const measured = (endpoint: string) => !onlyEndpoints || onlyEndpoints.includes(endpoint);
const userRounds = (process.env.BENCH_USERS ?? '0,10000,100000').split(',').map((n) => Number(n.trim()));
// The first round makes the testers' attempts through the API; the users added later copy one of them.
if (userRounds[0] !== 0) userRounds.unshift(0);
const staff = { email: 'staff.bench@example.org', password: 'a long staff password for the bench' };
/** Targets of docs/performance.md: p99 in ms at the offered rate, requests per second flat out. */
const p99Targets: Record<string, number> = { 'topic list': 20, 'topic list, anonymous': 20, 'survey submit': 50 };
const rateTargets: Record<string, number> = { 'topic list': 2100, login: 25 };

function targetOf(endpoint: string, offered: string, r: LoadResult) {
  const p99 = p99Targets[endpoint];
  if (p99 && offered !== 'flat out') return `p99 < ${p99} ms: ${r.p99 < p99 ? 'holds' : 'over'}`;
  const rate = rateTargets[endpoint];
  if (rate && offered === 'flat out') return `>= ${rate}/s: ${r.requestsPerSecond >= rate ? 'holds' : 'under'}`;
  return '';
}

const data = await newServerData('bench_api');
const dbOptions = data.databaseUrl ? { url: data.databaseUrl } : { dataDir: path.join(data.dataDir, 'db') };
console.log(`API benchmark on ${data.kind}; ${machine()}; ${connections} connections, ${duration} s per endpoint`);

// The content, and one user per connection with a session, written before the server first starts.
const { testers, topicId, passwordHash } = await seedBenchDatabase(dbOptions, connections);
let prepared: Tester[] | undefined;
let inDatabase = 0;
const figures: { users: number; endpoint: string; p99: number }[] = [];

try {
  for (const users of userRounds) {
    if (users > inDatabase) {
      const start = Date.now();
      const database = await openDatabase(dbOptions);
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
      prepared ??= await prepareTesters(server.url, testers, topicId);
      const rows = await measure(server.url, server.pid, prepared);
      console.log(`\n### ${users.toLocaleString('en')} more users with a completed attempt each (${data.kind})\n`);
      // Other work on the machine takes CPU from the server and the load generator alike.
      console.log(
        `load average at the end: ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(', ')}\n`,
      );
      printTable(
        rows.map(({ endpoint, conns, offered, r, cpuPerRequest, during }) => ({
          endpoint,
          connections: conns,
          offered,
          ...resultRow({ r, cpuPerRequest }),
          'topic list p99 meanwhile': during ? `${during.p99} ms (${during.requestsPerSecond}/s)` : '',
          target: targetOf(endpoint, offered, r),
        })),
      );
      for (const { endpoint, offered, conns, r } of rows)
        figures.push({ users, endpoint: `${endpoint} (${conns}, ${offered})`, p99: r.p99 });
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
  if (prepared) {
    console.log(`\n### Plans with ${inDatabase.toLocaleString('en')} more users in the database (${data.kind})\n`);
    const plans = await explainSurveyStatements(dbOptions, prepared[0]!);
    printTable(plans);
    const scanned = plans.filter((p) => p.verdict !== 'indexed');
    console.log(
      scanned.length
        ? `\n${scanned.length} statements read a growing table whole`
        : '\nEvery statement finds its rows through an index.',
    );
  }
} finally {
  await data.cleanup();
}

type Row = { endpoint: string; conns: number; offered: string; during?: LoadResult } & Measured;

async function measure(url: string, pid: number, list: Tester[]): Promise<Row[]> {
  const staffToken = (await callWithToken(url, 'POST', '/api/user/token', undefined, staff)).token as string;
  // The version of each open attempt now (earlier runs' submits moved it on).
  const versions = () =>
    Promise.all(
      list.map(
        async (t) =>
          (await callWithToken(url, 'POST', '/api/survey/attempt/validate', t.token, { survey_attempt: t.open }))
            .updated_at as string,
      ),
    );
  const loginSlots = () =>
    list.map((t) => ({
      method: 'POST' as const,
      path: '/api/user/token',
      headers: headersOf(),
      body: JSON.stringify({ email: t.email, password: benchPassword, rememberme: false }),
    }));
  const endpoints: { endpoint: string; slots: () => LoadSlot[] | Promise<LoadSlot[]> }[] = [
    { endpoint: 'topic list', slots: () => topicListSlots(list) },
    {
      // No session and no attempts to read: the whole answer comes from the content cache.
      endpoint: 'topic list, anonymous',
      slots: () => [{ method: 'GET', path: '/api/survey/topics', headers: headersOf() }],
    },
    {
      // For reference: a session from the session cache and a few fields, the cheapest signed-in call.
      endpoint: 'me',
      slots: () => list.map((t) => ({ method: 'GET', path: '/api/user/me', headers: headersOf(t.token) })),
    },
    { endpoint: 'survey get', slots: () => surveyGetSlots(list) },
    {
      endpoint: 'survey submit',
      slots: async () => {
        // Submits of the previous run that the server was still working through when it ended must land first.
        let now = await versions();
        for (let tries = 0; tries < 30; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const again = await versions();
          if (again.every((v, i) => v === now[i])) break;
          now = again;
        }
        return list.map((t, i) => ({
          method: 'POST',
          path: '/api/survey/submit',
          headers: headersOf(t.token),
          submit: { attempt: t.open, updatedAt: now[i]!, answers: t.answers },
        }));
      },
    },
    {
      endpoint: 'attempt results',
      slots: () => list.map((t) => ({ method: 'GET', path: `/api/survey/attempt/${t.completed}`, headers: headersOf(t.token) })),
    },
    {
      endpoint: 'export count',
      slots: () => [{ method: 'GET', path: `/api/export/count?topic=${topicId}`, headers: headersOf(staffToken) }],
    },
  ];
  const rows: Row[] = [];
  for (const { endpoint, slots } of endpoints.filter(({ endpoint }) => measured(endpoint))) {
    // Flat out (closed loop), then at a fixed offered rate: the latency a steady load of users meets.
    for (const rate of process.env.BENCH_FLAT_OUT === '0' ? [offeredRate] : [undefined, offeredRate]) {
      const load = { url, pids: [pid], connections, duration, warmup, ...(rate ? { rate } : {}) };
      rows.push({ endpoint, conns: connections, offered: rate ? `${rate}/s` : 'flat out', ...(await measureLoad(load, slots)) });
    }
  }
  // argon2id bounds logins (about 40 ms of one core each, 2 at once). The server admits 32 at once per
  // address (services/password-work.ts): 8 and 32 connections from one address are all hashed, none refused.
  // Meanwhile signed-in users keep reading their topic list: its p99 says what the flood costs everyone else.
  for (const conns of measured('login') ? [8, 32] : []) {
    const load = { url, pids: [pid], connections: conns, duration: Math.max(duration, 10), warmup };
    const [login, during] = await Promise.all([
      measureLoad(load, loginSlots),
      new Promise((resolve) => setTimeout(resolve, warmup * 1000)).then(() =>
        runLoad({
          url,
          connections: 10,
          duration: Math.max(duration, 10) - 1,
          rate: loginFloodReaders,
          slots: topicListSlots(list),
        }),
      ),
    ]);
    rows.push({ endpoint: 'login', conns, offered: 'flat out', ...login, during });
  }
  return rows;
}

/**
 * Shared by the benchmarks (npm run bench:export, bench:api, bench:scale): bulk-inserted people, the load
 * generator process, the server's peak memory, and the tables they print. Benchmarks are run by hand, never
 * by `npm test`.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Question } from '../../contract/questions';
import { readContentDir } from '../content/read';
import { seedContent } from '../content/seed';
import { type DatabaseOptions, type Db, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { authTokens, respondents, type SurveyAttemptRow, surveyAttempts, topics, users } from '../db/schema';
import { createPasswordHasher } from '../services/passwords';
import { hashSecret, newSecret, tokenLifetimes } from '../services/tokens';
import type { LoadResult, LoadSlot, LoadSpec } from './load-types';

const batchSize = 1000;
const countries = ['CZ', 'SK', 'DE', 'HU', 'BG'];

export interface BenchPerson {
  id: number;
  respondentId: string;
  email: string;
  /** A session token, when asked for. */
  token?: string;
}

/**
 * `count` active users (with respondents), e-mail `${prefix}.${first + i}@example.org`, all with the same
 * password hash; with `tokens`, a 30-day session each, written straight into the database.
 */
export async function insertPeople(
  db: Db,
  {
    count,
    prefix,
    first = 0,
    passwordHash = 'x',
    tokens = false,
  }: {
    count: number;
    prefix: string;
    first?: number;
    passwordHash?: string;
    tokens?: boolean;
  },
): Promise<BenchPerson[]> {
  const people: BenchPerson[] = [];
  for (let done = 0; done < count; done += batchSize) {
    const n = Math.min(batchSize, count - done);
    const ids = Array.from({ length: n }, () => randomUUID());
    await db.insert(respondents).values(ids.map((id) => ({ id })));
    const made = await db
      .insert(users)
      .values(
        ids.map((respondentId, k) => {
          const i = first + done + k;
          return {
            respondentId,
            email: `${prefix}.${i}@example.org`,
            passwordHash,
            country: countries[i % countries.length]!,
            residence: 'citizen',
            education: 'tertiary',
            gender: 'female',
            age: 55 + (i % 20),
            employment: i % 2 === 0,
            unemployedMonths: i % 2 === 0 ? null : 6,
            jobFields: i % 2 === 0 ? ['banking', 'insurance'] : [],
            active: true,
          };
        }),
      )
      .returning({ id: users.id, respondentId: users.respondentId, email: users.email });
    const batch: BenchPerson[] = made.map((u) => ({ ...u }));
    if (tokens) {
      const now = new Date();
      for (const person of batch) person.token = newSecret();
      await db.insert(authTokens).values(
        batch.map((p) => ({
          tokenHash: hashSecret(p.token!),
          userId: p.id,
          persistent: true,
          createdAt: now,
          expiresAt: new Date(now.getTime() + tokenLifetimes.persistent),
        })),
      );
    }
    people.push(...batch);
  }
  return people;
}

/**
 * `total` completed attempts of one topic (one per respondent by default, spread over them round-robin),
 * copied from `like`: its questions, answers and results; a second apart from 1 January 2026.
 */
export async function insertCompletedAttempts(
  db: Db,
  respondentIds: readonly string[],
  like: Pick<SurveyAttemptRow, 'topicId' | 'questionIds' | 'answers' | 'results'> & { language?: string },
  total = respondentIds.length,
) {
  const start = Date.UTC(2026, 0, 1);
  for (let done = 0; done < total; done += batchSize) {
    const n = Math.min(batchSize, total - done);
    await db.insert(surveyAttempts).values(
      Array.from({ length: n }, (_, k) => {
        const i = done + k;
        return {
          id: randomBytes(16).toString('base64url'),
          respondentId: respondentIds[i % respondentIds.length]!,
          topicId: like.topicId,
          language: like.language ?? 'cs',
          questionIds: like.questionIds,
          optionOrder: {},
          answers: like.answers,
          results: like.results,
          fetched: true,
          completedAt: new Date(start + i * 1000),
          createdAt: new Date(start + i * 1000 - 600_000),
          updatedAt: new Date(start + i * 1000),
        };
      }),
    );
  }
}

/** A complete, valid answer to a question as the respondent receives it (the first choice of each kind). */
export function someAnswer(q: Question): { id: number; answered: unknown } {
  switch (q.type) {
    case 'OCA':
      return { id: q.id, answered: q.oca_options[0]!.id };
    case 'MCA':
      return { id: q.id, answered: [q.mca_options[0]!.id] };
    case 'TXT':
      return { id: q.id, answered: 'Moje vlastní slova' };
    case 'DND':
      return { id: q.id, answered: q.dnd_options.map((o) => o.id) };
    case 'SCL':
      return { id: q.id, answered: q.scl_options[0]!.id };
    case 'ASG':
      return { id: q.id, answered: Object.fromEntries(q.asg_questions.map((row) => [String(row.id), q.asg_options[0]!.id])) };
  }
}

/** The password of every bench user. */
export const benchPassword = 'bench password, long enough';

/**
 * A new database, before any server starts on it: migrated, the questionnaire content loaded, and `count`
 * testers (one per connection) with a session each. Returns them, the first general topic's id and the
 * password hash (production argon2id) more users can share.
 */
export async function seedBenchDatabase(options: DatabaseOptions, count: number) {
  const passwordHash = await createPasswordHasher().hash(benchPassword);
  const database = await openDatabase(options);
  try {
    await migrate(database);
    await seedContent(database, readContentDir());
    const [topic] = await database.db
      .select({ id: topics.id })
      .from(topics)
      .where(eq(topics.tool, 'general'))
      .orderBy(topics.position, topics.id)
      .limit(1);
    const testers = await insertPeople(database.db, { count, prefix: 'tester', passwordHash, tokens: true });
    return { testers, topicId: topic!.id, passwordHash };
  } finally {
    await database.close();
  }
}

export interface Tester extends BenchPerson {
  /** A completed attempt (results page). */
  completed: string;
  /** An unfinished attempt (survey get and submit). */
  open: string;
  /** A valid answer to each of its questions. */
  answers: { id: number; answered: unknown }[];
}

/** One JSON request with a session token, on a connection of its own. */
export async function callWithToken(url: string, method: string, route: string, token: string | undefined, body?: unknown) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * Through the API as a respondent would: each tester completes an attempt (for the results page) and starts
 * a second one (for survey get and submit).
 */
export async function prepareTesters(url: string, testers: BenchPerson[], topicId: number): Promise<Tester[]> {
  const out: Tester[] = [];
  for (const t of testers) {
    const { attempt, answers } = await completeAttempt(url, t, topicId);
    const second = await callWithToken(url, 'POST', '/api/survey/generate', t.token, { topic: topicId });
    out.push({ ...t, completed: attempt, open: second.survey_attempt, answers });
  }
  return out;
}

/** Through the API as a respondent would: starts an attempt of the topic and submits it complete. */
export async function completeAttempt(url: string, person: BenchPerson, topicId: number) {
  const call = (route: string, body: unknown) => callWithToken(url, 'POST', `/api/survey${route}`, person.token, body);
  const made = await call('/generate', { topic: topicId });
  const answers = (made.questions as Question[]).map(someAnswer);
  await call('/submit', {
    survey_attempt: made.survey_attempt,
    updated_at: made.updated_at,
    survey: { questions: answers },
    complete: true,
  });
  return { attempt: made.survey_attempt as string, answers };
}

const json = { 'content-type': 'application/json', 'accept-language': 'cs' };
export const headersOf = (token?: string) => ({ ...json, ...(token ? { authorization: `Token ${token}` } : {}) });

/** Each tester's topic list, GET /api/survey/topics. */
export const topicListSlots = (list: Tester[]): LoadSlot[] =>
  list.map((t) => ({ method: 'GET', path: '/api/survey/topics', headers: headersOf(t.token) }));

/** Each tester's unfinished attempt, POST /api/survey/get. */
export const surveyGetSlots = (list: Tester[]): LoadSlot[] =>
  list.map((t) => ({
    method: 'POST',
    path: '/api/survey/get',
    headers: headersOf(t.token),
    body: JSON.stringify({ survey_attempt: t.open }),
  }));

export interface Measured {
  r: LoadResult;
  /** CPU ms the server processes spent per answered request. */
  cpuPerRequest: number;
}

/** A warm-up run (not counted), then the measured one; `slots` is asked again before each. */
export async function measureLoad(
  {
    url,
    pids,
    connections,
    duration,
    warmup,
    rate,
  }: { url: string; pids: number[]; connections: number; duration: number; warmup: number; rate?: number },
  slots: () => LoadSlot[] | Promise<LoadSlot[]>,
): Promise<Measured> {
  if (warmup > 0) await runLoad({ url, connections, duration: warmup, rate, slots: await slots() });
  const list = await slots();
  const cpuTotal = () => pids.reduce((sum, pid) => sum + (cpuMs(pid) ?? Number.NaN), 0);
  const before = cpuTotal();
  const r = await runLoad({ url, connections, duration, rate, slots: list });
  return { r, cpuPerRequest: r.requests ? (cpuTotal() - before) / r.requests : Number.NaN };
}

/** One row of a results table. */
export const resultRow = ({ r, cpuPerRequest }: Measured) => ({
  'requests/s': r.requestsPerSecond,
  'p50 ms': r.p50,
  'p99 ms': r.p99,
  'non-2xx': r.non2xx + r.errors + r.timeouts,
  'server CPU ms/request': Number.isNaN(cpuPerRequest) ? '?' : cpuPerRequest.toFixed(2),
});

/** Runs the load generator (load.ts) in a process of its own and returns what it measured. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-')), 'spec.json');
  fs.writeFileSync(file, JSON.stringify(spec));
  try {
    // The parent runs under tsx: its loader flags (process.execArgv) let the child run TypeScript too.
    const child = spawn(process.execPath, [...process.execArgv, path.join(import.meta.dirname, 'load.ts'), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`The load generator exited with ${code}`);
    return JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** The peak resident memory of a process so far (VmHWM, Linux), in MB; undefined where /proc is missing. */
export function peakRssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024);
  } catch {
    return undefined;
  }
}

/**
 * CPU time a process has used so far (user + system, /proc/<pid>/stat, Linux), in ms; undefined elsewhere.
 * Per request it is the figure the shared machine's load does not distort: the node server answers on one
 * thread (PGlite runs in it too), so 1000 / (CPU ms per request) bounds its requests per second.
 */
export function cpuMs(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Prints rows as a Markdown table (ready for docs/performance.md). */
export function printTable(rows: Record<string, string | number>[]) {
  if (!rows.length) return;
  const heads = Object.keys(rows[0]!);
  console.log(`| ${heads.join(' | ')} |`);
  console.log(`|${heads.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${heads.map((h) => row[h] ?? '').join(' | ')} |`);
}

/** The machine the figures come from. */
export function machine() {
  const mem = `${Math.round(os.totalmem() / 1024 ** 3)} GB`;
  return `${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${mem}, Node ${process.version}`;
}

export const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

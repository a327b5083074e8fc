import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benchPassword,
  type BenchPerson,
  callWithToken,
  completeAttempt,
  insertCompletedAttempts,
  insertPeople,
  seedBenchDatabase,
} from '../bench/support';
import { openDatabase } from '../db/client';
import { runCli, startCli } from '../test-support/cli-process';
import { newServerData, request, type ServerProcess, startServerProcess } from '../test-support/server-process';

/**
 * The backup journey through the real processes, on the embedded database or (DATABASE_URL) a PostgreSQL
 * server: `npm run cli -- backup` while the server answers a stream of submits, a backup killed midway, and
 * a restore into an empty target on which every account logs in and every acknowledged submit is found.
 */
const source = await newServerData('backup-src');
const target = await newServerData('backup-dst');
const envOf = (data: { dataDir: string; databaseUrl: string }) => ({ DATA_DIR: data.dataDir, DATABASE_URL: data.databaseUrl });
const optionsOf = (data: { dataDir: string; databaseUrl: string }) =>
  data.databaseUrl ? { url: data.databaseUrl } : { dataDir: path.join(data.dataDir, 'db') };
const backupFile = path.join(source.dataDir, 'out', 'backup.gz');
let server: ServerProcess;
let testers: BenchPerson[];
let topicId: number;

beforeAll(async () => {
  ({ testers, topicId } = await seedBenchDatabase(optionsOf(source), 4));
  // Enough completed attempts that a backup takes a while (the kill lands midway).
  const database = await openDatabase(optionsOf(source));
  const people = await insertPeople(database.db, { count: 100, prefix: 'bulk' });
  await insertCompletedAttempts(
    database.db,
    people.map((p) => p.respondentId),
    {
      topicId,
      questionIds: [1, 2, 3],
      answers: { 1: { answered: 'words '.repeat(40), started_at: null, updated_at: [] } },
      results: [],
    },
    20_000,
  );
  await database.close();
  server = await startServerProcess(source);
}, 180_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await source.cleanup();
  await target.cleanup();
});

/** One respondent completing attempts one after another until told to stop; each acknowledged id is noted. */
async function completeAttempts(tester: BenchPerson, acks: { id: string; tester: BenchPerson }[], stop: () => boolean) {
  while (!stop()) {
    const { attempt } = await completeAttempt(server.url, tester, topicId);
    acks.push({ id: attempt, tester });
  }
}

describe('given a server answering submits', () => {
  it('a backup process killed midway leaves no file that restore accepts, and the server answers on', {
    timeout: 120_000,
  }, async () => {
    const file = path.join(source.dataDir, 'out', 'killed.gz');
    const run = startCli(['backup', file], envOf(source));
    const partial = `${file}.partial-${run.child.pid}`;
    while (!(fs.existsSync(partial) && fs.statSync(partial).size > 0)) {
      if (run.child.exitCode !== null) throw new Error(`the backup ended before it could be killed: ${(await run.done).stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    run.child.kill('SIGKILL');
    expect((await run.done).status).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
    const refused = await runCli(['restore', partial], envOf(target));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/incomplete|cut off/);
    expect((await request(server.url, 'GET', '/api/test/connection')).status).toBe(200);
  });

  it('backs up while submits go on; the restore holds every submit acknowledged before and every account logs in', {
    timeout: 240_000,
  }, async () => {
    const acks: { id: string; tester: BenchPerson }[] = [];
    let stopping = false;
    const submitters = testers.map((t) => completeAttempts(t, acks, () => stopping));
    while (acks.length < 8) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = [...acks];
    const backup = await runCli(['backup', backupFile], envOf(source));
    const during = acks.length - before.length;
    stopping = true;
    await Promise.all(submitters);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/Backup written: .*backup\.gz, [\d.]+ MB/);
    expect(during).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const restored = await runCli(['restore', backupFile], envOf(target));
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    const again = await runCli(['restore', backupFile], envOf(target));
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/not empty/);

    server = await startServerProcess(target);
    for (const tester of testers) {
      const login = await request(server.url, 'POST', '/api/user/token', { email: tester.email, password: benchPassword });
      expect(login.status, tester.email).toBe(200);
      const history = await callWithToken(server.url, 'GET', '/api/survey/attempts', tester.token);
      const ids = new Set((history.results as { id: string }[]).map((r) => r.id));
      for (const ack of before.filter((a) => a.tester === tester)) expect(ids.has(ack.id), ack.id).toBe(true);
    }
  });
});

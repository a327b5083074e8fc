import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchPassword, type BenchPerson, callWithToken, completeAttempt, seedBenchDatabase } from '../bench/support';
import { runCli } from '../test-support/cli-process';
import { fileRecords } from './backup-file';
import { newServerData, request, type ServerProcess, startServerProcess } from '../test-support/server-process';

/**
 * One owner per embedded data folder, through the real processes: a second server on a held folder exits
 * without touching it, backup and export-package go through the running server and see its live data, the
 * commands that need the database to themselves refuse naming the server, and once the server is killed
 * its lock is taken over. The DATA_DIR is long enough that its control socket cannot live inside it.
 */
const data = await newServerData('owner');
const dataDir = path.join(
  data.dataDir,
  'a-data-folder-with-a-rather-long-name-as-operators-sometimes-choose',
  'and-one-more-level-below-it',
);
const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
let server: ServerProcess;
let tester: BenchPerson;
let topicId: number;

const held = !process.env.DATABASE_URL;

beforeAll(async () => {
  if (!held) return;
  const seeded = await seedBenchDatabase({ dataDir: path.join(dataDir, 'db') }, 1);
  tester = seeded.testers[0]!;
  topicId = seeded.topicId;
  server = await startServerProcess({ dataDir, databaseUrl: '' });
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await data.cleanup();
});

const completeAnAttempt = () => completeAttempt(server.url, tester, topicId);

const exportPackage = (out: string) => runCli(['export-package', '--topic', String(topicId), '--out', out], env);
const attemptsIn = (stdout: string) => Number(/with (\d+) completed attempt/.exec(stdout)?.[1]);

/** The audit entries a backup file holds: what the server recorded for the commands it answered. */
async function trailIn(file: string) {
  const entries: { action: string; source: string; actor: string }[] = [];
  let table = '';
  for await (const record of fileRecords(file)) {
    if (record.kind === 'table') table = record.name;
    else if (record.kind === 'row' && table === 'audit_entries') entries.push(JSON.parse(record.line));
  }
  return entries;
}

describe.runIf(held)('given a server running on an embedded data folder with a long path', () => {
  it('a second server on the same folder exits in words naming the first, which serves on with its data', {
    timeout: 60_000,
  }, async () => {
    expect(dataDir.length + '/control.sock'.length).toBeGreaterThan(107);
    await completeAnAttempt();
    await expect(startServerProcess({ dataDir, databaseUrl: '' })).rejects.toThrow(
      new RegExp(`exited with 2:[\\s\\S]*The data folder .* is in use by the server \\(process ${server.pid}, since `),
    );
    const login = await request(server.url, 'POST', '/api/user/token', { email: tester.email, password: benchPassword });
    expect(login.status).toBe(200);
    const history = await callWithToken(server.url, 'GET', '/api/survey/attempts', tester.token);
    expect(history.results).toHaveLength(1);
  });

  it('export-package and backup go through the running server and see what it has just stored', {
    timeout: 120_000,
  }, async () => {
    const first = await exportPackage(path.join(data.dataDir, 'first.zip'));
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain(`A server is running on ${dataDir} (process ${server.pid}): it builds the package.`);
    await completeAnAttempt();
    const second = await exportPackage(path.join(data.dataDir, 'second.zip'));
    expect(attemptsIn(second.stdout)).toBe(attemptsIn(first.stdout) + 1);
    expect(fs.statSync(path.join(data.dataDir, 'second.zip')).size).toBeGreaterThan(1000);

    const backup = await runCli(['backup', path.join(data.dataDir, 'live.backup.gz')], env);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`A server is running on ${dataDir} (process ${server.pid}): it makes the backup.`);
    expect(backup.stdout).toMatch(/survey_attempts +2 rows/);
  });

  it('restore and seed refuse in words while it runs; once it is killed, its lock is taken over', {
    timeout: 120_000,
  }, async () => {
    const restore = await runCli(['restore', path.join(data.dataDir, 'live.backup.gz'), '--force'], env);
    expect(restore.status).toBe(1);
    expect(restore.stderr.trim()).toBe(
      `The server (process ${server.pid}) is running on ${dataDir}. Stop it before restoring: answers given meanwhile would be lost. Nothing was changed.`,
    );
    const seed = await runCli(['seed'], env);
    expect(seed.status).toBe(1);
    expect(seed.stderr).toMatch(
      new RegExp(`^The data folder .* is in use by the server \\(process ${server.pid}, since .*stop that process first`),
    );
    expect((await request(server.url, 'POST', '/api/user/token', { email: tester.email, password: benchPassword })).status).toBe(
      200,
    );

    server.child.kill('SIGKILL');
    await server.exited;
    const backup = await runCli(['backup', path.join(data.dataDir, 'after-kill.backup.gz')], env);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).not.toContain('A server is running');
    expect(backup.stdout).toMatch(/survey_attempts +2 rows/);
    // The packages and the backup the server made for the command line are in its audit trail as the command line's.
    const byCommandLine = (await trailIn(path.join(data.dataDir, 'after-kill.backup.gz'))).filter(
      (entry) => entry.source === 'cli' && entry.actor === 'command line',
    );
    expect(byCommandLine.map((entry) => entry.action)).toEqual(['export.package', 'export.package', 'backup.create']);
    server = await startServerProcess({ dataDir, databaseUrl: '' });
  });
});

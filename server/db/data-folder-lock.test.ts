import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderHeldError, liveOwnerOf, lockDataFolder, lockFileOf } from './data-folder-lock';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-folder-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let folders = 0;
const newFolder = () => path.join(root, `data-${++folders}`, 'db');
const writeLock = (folder: string, owner: object) => {
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  fs.writeFileSync(lockFileOf(folder), JSON.stringify(owner));
};
const someone = { host: os.hostname(), holder: 'the server', since: '2026-11-27T10:00:00.000Z' };
/** A pid above Linux's pid_max: no process has it. */
const deadPid = 2 ** 22 + 123;

describe('given an embedded database folder', () => {
  it('one process holds it: a second taker is told who holds it, in words, until the holder lets go', () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder, 'the server');
    expect(liveOwnerOf(folder)).toMatchObject({ pid: process.pid, holder: 'the server' });
    expect(() => lockDataFolder(folder, 'npm run cli -- seed')).toThrow(DataFolderHeldError);
    expect(() => lockDataFolder(folder, 'npm run cli -- seed')).toThrow(
      new RegExp(
        `^The data folder ${folder} is in use by the server \\(process ${process.pid}, since .*\\)\\. Only one process may open it`,
      ),
    );
    lock.announceControlSocket('/tmp/x/control.sock');
    expect(liveOwnerOf(folder)?.controlSocket).toBe('/tmp/x/control.sock');
    lock.release();
    expect(liveOwnerOf(folder)).toBeUndefined();
    lockDataFolder(folder, 'npm run cli -- seed').release();
  });

  it("takes over the lock of a dead owner, of a reused pid and an unreadable one, never a live owner's", () => {
    for (const stale of [
      { ...someone, pid: deadPid, started: '1' },
      { ...someone, pid: process.pid, started: 'another start time' },
      'not json',
    ]) {
      const folder = newFolder();
      if (typeof stale === 'string') {
        fs.mkdirSync(path.dirname(folder), { recursive: true });
        fs.writeFileSync(lockFileOf(folder), stale);
      } else writeLock(folder, stale);
      expect(liveOwnerOf(folder)).toBeUndefined();
      const lock = lockDataFolder(folder, 'npm run cli -- backup');
      expect(liveOwnerOf(folder)).toMatchObject({ pid: process.pid, holder: 'npm run cli -- backup' });
      lock.release();
    }
    const elsewhere = newFolder();
    writeLock(elsewhere, { ...someone, host: 'another-machine', pid: deadPid, started: '1' });
    expect(() => lockDataFolder(elsewhere, 'the server')).toThrow(/process \d+ on another-machine/);
  });

  it("releasing leaves a successor's lock in place", () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder, 'the server');
    writeLock(folder, { ...someone, pid: process.ppid, started: '' });
    lock.release();
    expect(liveOwnerOf(folder)?.pid).toBe(process.ppid);
  });
});

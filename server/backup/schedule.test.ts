import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { call } from '../test-support/accounts';
import { createTestApp } from '../test-support/app';
import { gzipExport, verifyBackupFile, writeBackupFile } from './backup-file';
import { backupFileName, removeStalePartials, scheduleBackups, scheduledBackups } from './schedule';
import { checkBackupDir, readBackupSettings } from '../backup-settings';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduled-backups-'));
const t = await createTestApp();
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A log that keeps what it is told. */
function memoryLog() {
  const lines: { level: string; msg?: string; obj: object }[] = [];
  const at = (level: string) => (obj: object, msg?: string) => void lines.push({ level, msg, obj });
  const written = () => lines.filter((l) => l.msg?.startsWith('backup written')).length;
  return { lines, written, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

const day = 86_400_000;
const freshFolder = () => fs.mkdtempSync(path.join(dir, 'folder-'));

/** Lets real I/O go on (setImmediate is never faked here) until `done`, for at most `seconds` of real time. */
async function realTimeUntil(done: () => boolean, seconds = 20) {
  const end = performance.now() + seconds * 1000;
  while (!done() && performance.now() < end) await new Promise((resolve) => setImmediate(resolve));
}

describe('given scheduled backups', () => {
  it('reads BACKUP_EVERY and BACKUP_KEEP, with their defaults per database', () => {
    const read = (env: NodeJS.ProcessEnv, serverDatabase = false) =>
      readBackupSettings(env, { dataDir: '/data', serverDatabase }, (m) => new Error(m));
    expect(read({})).toEqual({ dir: path.resolve('/data/backups'), everyMs: 86_400_000, keep: 7 });
    expect(read({}, true).everyMs).toBeUndefined();
    expect(read({ BACKUP_EVERY: '6h', BACKUP_KEEP: '3', BACKUP_DIR: '/b' })).toEqual({ dir: '/b', everyMs: 21_600_000, keep: 3 });
    expect(() => read({ BACKUP_EVERY: 'daily' })).toThrow(/BACKUP_EVERY must be "off" or a time such as 30m/);
    expect(() => read({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be a whole number/);
  });

  it('accepts BACKUP_EVERY up to 90 days', () => {
    const read = (every: string) =>
      readBackupSettings({ BACKUP_EVERY: every }, { dataDir: '/data', serverDatabase: false }, (m) => new Error(m));
    expect(read('90d').everyMs).toBe(90 * day);
    expect(() => read('91d')).toThrow('BACKUP_EVERY must be at most 90d');
  });

  it('checks at the start that BACKUP_DIR can be written, making it if missing', () => {
    const check = (folder: string, everyMs: number | undefined) =>
      checkBackupDir({ dir: folder, everyMs, keep: 1 }, (m) => new Error(m));
    const notAFolder = path.join(dir, 'not-a-folder');
    fs.writeFileSync(notAFolder, '');
    expect(() => check(notAFolder, day)).toThrow(
      `BACKUP_DIR ${notAFolder} cannot be written (EEXIST). Set BACKUP_DIR to a folder this user may write to, or BACKUP_EVERY=off.`,
    );
    expect(() => check(notAFolder, undefined)).not.toThrow();
    const missing = path.join(freshFolder(), 'backups');
    check(missing, day);
    expect(fs.readdirSync(missing)).toEqual([]);
  });

  it('plans an interval longer than one timer holds (30 days): one backup per interval', { timeout: 60_000 }, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { written, log } = memoryLog();
      const schedule = scheduleBackups({
        database: t.database,
        settings: { dir: freshFolder(), everyMs: 30 * day, keep: 3 },
        log,
      });
      await vi.advanceTimersByTimeAsync(61_000);
      await realTimeUntil(() => written() === 1);
      for (let days = 0; days < 20; days++) {
        await vi.advanceTimersByTimeAsync(day);
        // Time for a backup started by a timer that fired too early to be written.
        await realTimeUntil(() => written() > 1, 0.05);
      }
      expect(written()).toBe(1);
      await vi.advanceTimersByTimeAsync(11 * day);
      await realTimeUntil(() => written() === 2);
      expect(written()).toBe(2);
      await schedule.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never prunes a manual backup written into BACKUP_DIR under the default name', { timeout: 60_000 }, async () => {
    const folder = freshFolder();
    const manual = path.join(folder, backupFileName());
    await writeBackupFile(manual, gzipExport(t.database));
    const { written, log } = memoryLog();
    const schedule = scheduleBackups({ database: t.database, settings: { dir: folder, everyMs: 200, keep: 1 }, log });
    while (written() < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    await schedule.stop();
    expect(fs.existsSync(manual)).toBe(true);
    expect(scheduledBackups(folder)).toHaveLength(1);
  });

  it('removes the temporary files of backups whose process died more than a day ago', () => {
    const folder = freshFolder();
    const deadPid = 2 ** 22 + 123; // above Linux's highest pid
    const partial = (name: string, ageDays: number) => {
      const file = path.join(folder, name);
      fs.writeFileSync(file, '');
      const time = new Date(Date.now() - ageDays * day);
      fs.utimesSync(file, time, time);
      return file;
    };
    const stale = partial(`a.backup.gz.partial-${deadPid}`, 2);
    partial(`b.backup.gz.partial-${deadPid}`, 0);
    partial(`c.backup.gz.partial-${process.pid}`, 2);
    partial(`notes.txt.partial-${deadPid}`, 2);
    expect(removeStalePartials(folder)).toEqual([stale]);
    expect(fs.readdirSync(folder).sort()).toEqual([
      `b.backup.gz.partial-${deadPid}`,
      `c.backup.gz.partial-${process.pid}`,
      `notes.txt.partial-${deadPid}`,
    ]);
  });

  it('writes a backup every interval, keeps the newest BACKUP_KEEP, logs where and how big, while the server answers', {
    timeout: 60_000,
  }, async () => {
    const { lines, log } = memoryLog();
    const schedule = scheduleBackups({ database: t.database, settings: { dir, everyMs: 300, keep: 2 }, log });
    const statuses: number[] = [];
    while (lines.filter((l) => l.msg?.startsWith('backup written')).length < 4) {
      statuses.push((await call(t, 'GET', '/api/survey/topics')).status);
      // Injected requests alone never let the timers run.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await schedule.stop();
    expect(new Set(statuses)).toEqual(new Set([200]));
    const written = lines.filter((l) => l.msg?.startsWith('backup written')).map((l) => (l.obj as { file: string }).file);
    const kept = scheduledBackups(dir);
    expect(kept).toHaveLength(2);
    expect(kept.map((name) => path.join(dir, name))).toEqual(written.slice(-2).filter((f) => fs.existsSync(f)));
    expect(lines.find((l) => l.msg?.startsWith('backup written'))?.msg).toMatch(
      /^backup written to .*\.backup\.gz \([\d.]+ MB\)$/,
    );
    expect((await verifyBackupFile(path.join(dir, kept[1]!))).tables.length).toBeGreaterThan(10);
  });

  it('logs a failed backup as an error and tries again', { timeout: 30_000 }, async () => {
    const notAFolder = path.join(dir, 'a-file');
    fs.writeFileSync(notAFolder, '');
    const { lines, log } = memoryLog();
    const schedule = scheduleBackups({ database: t.database, settings: { dir: notAFolder, everyMs: 200, keep: 2 }, log });
    while (lines.filter((l) => l.level === 'error').length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await schedule.stop();
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'scheduled backup failed',
      obj: { dir: notAFolder, retryInSeconds: 0.2 },
    });
    expect((await call(t, 'GET', '/api/survey/topics')).status).toBe(200);
  });
});

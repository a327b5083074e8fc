import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts';
import { createTestApp } from '../test-support/app';
import { verifyBackupFile } from './backup-file';
import { scheduleBackups, scheduledBackups } from './schedule';
import { readBackupSettings } from '../backup-settings';

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
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
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

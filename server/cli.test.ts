import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { rowsOf } from './db/migrate';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-cli-test-'));

/** `npm run cli -- …` on an embedded database of its own (never the server's DATABASE_URL), in `folder`. */
const cliIn = (folder: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: folder },
    encoding: 'utf8',
    timeout: 120_000,
  });
const cli = (...args: string[]) => cliIn(dataDir, ...args);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('given the command line', () => {
  it('creates a staff account with a generated password and runs the retention job', { timeout: 240_000 }, () => {
    const created = cli('create-staff', '--email', 'cli-staff@example.com');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/Staff account created: cli-staff@example\.com\nPassword: \S{20}\n/);

    const again = cli('create-staff', '--email', 'CLI-staff@example.com', '--password', 'a new staff password');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Staff account updated: cli-staff@example.com');
    expect(again.stdout).not.toContain('Password:');

    const retention = cli('retention');
    expect(retention.status).toBe(0);
    expect(retention.stdout).toMatch(/^Retention: 0 account\(s\) unused for over a year deleted/m);
  });

  it('explains its use and exits 2 for wrong arguments', { timeout: 120_000 }, () => {
    expect(cli().status).toBe(2);
    for (const args of [
      ['create-staff'],
      ['create-staff', '--email', 'x@example.com', '--password', 'short'],
      ['frobnicate'],
      ['retention', '--bogus'],
    ]) {
      const result = cli(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr.length, args.join(' ')).toBeGreaterThan(0);
    }
  });
});

describe('given the content commands', () => {
  it('loads the seed content again with "seed", and checks the files with "check-content"', { timeout: 240_000 }, () => {
    const seeded = cli('seed');
    expect(seeded.stderr).toBe('');
    expect(seeded.status).toBe(0);
    expect(seeded.stdout).toMatch(/^Content loaded: 5 topics, \d+ sub-topics, \d+ questions/m);
    const again = cli('seed');
    expect(again.stdout).toMatch(/^Content loaded: 5 topics/m);
    expect(again.stdout).not.toContain('hidden');

    const checked = cli('check-content');
    expect(checked.status).toBe(0);
    expect(checked.stdout).toContain('The content of 5 topics is complete.');
  });

  it('names the file, the question and the field of a broken content file and exits 2', { timeout: 120_000 }, () => {
    const file = path.join(dataDir, 'broken-topic.json');
    const topic = JSON.parse(fs.readFileSync(path.join(root, 'server/content/topics/digital-skills.json'), 'utf8'));
    topic.sub_topics[0].questions[0].text.en = '';
    fs.writeFileSync(file, JSON.stringify(topic));
    const result = cli('check-content', file);
    expect(result.status).toBe(2);
    const question = topic.sub_topics[0].questions[0].key;
    expect(result.stderr).toContain(`broken-topic.json: the content does not fit the content model`);
    expect(result.stderr).toContain(`question "${question}", field text.en: English text is required`);
  });
});

describe('given the research package command', () => {
  it('refuses a filter the export cannot honour in a sentence naming the option, and writes nothing', {
    timeout: 120_000,
  }, () => {
    const out = path.join(dataDir, 'refused.zip');
    const result = cli('export-package', '--topic', '1', '--from', '2026-03-01', '--to', '2026-02-01', '--out', out);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('--from 2026-03-01 is after --to 2026-02-01.');
    expect(fs.existsSync(out)).toBe(false);
  });
});

interface StoredEntry {
  action: string;
  source: string;
  actor: string;
  os_user: string | null;
  request_id: string;
  details: Record<string, unknown>;
}

/** The audit trail of the embedded database in `folder`, oldest first; and whether it refused an UPDATE. */
async function trailIn(folder: string) {
  const database = await openDatabase({ dataDir: path.join(folder, 'db') });
  try {
    const entries = rowsOf<StoredEntry>(await database.db.execute(sql`SELECT * FROM audit_entries ORDER BY id`));
    const updated = await database.db.execute(sql`UPDATE audit_entries SET actor = 'someone else'`).then(
      () => 'changed',
      (error: Error) => String(error.cause ?? error),
    );
    return { entries, updated };
  } finally {
    await database.close();
  }
}

describe('given the audit trail and the command line', () => {
  it('records create-staff and backup as the command line, and a restore keeps the trail, its trigger included', {
    timeout: 240_000,
  }, async () => {
    expect(cli('create-staff', '--email', 'audit-cli@example.com', '--password', 'a long staff password').status).toBe(0);
    const file = path.join(dataDir, 'audit.backup.gz');
    expect(cli('backup', file).status).toBe(0);
    const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-cli-restore-'));
    try {
      const restored = cliIn(restoreDir, 'restore', file);
      expect(restored.stderr).toBe('');
      const commandLine = { source: 'cli', actor: 'command line', os_user: os.userInfo().username };
      const source = await trailIn(dataDir);
      const made = source.entries.find((e) => e.action === 'staff.create' && e.details.email === 'audit-cli@example.com');
      expect(made).toMatchObject({ ...commandLine, details: { created: true, password: 'given' } });
      expect(source.entries.at(-1)).toMatchObject({ ...commandLine, action: 'backup.create', details: { file } });
      expect(source.entries.at(-1)!.request_id).toMatch(/^[0-9a-f-]{36}$/);
      const target = await trailIn(restoreDir);
      // The backup's own entry comes after its snapshot: the restored trail ends with the restore.
      expect(target.entries.slice(0, -1)).toEqual(source.entries.slice(0, -1));
      expect(target.entries.at(-1)).toMatchObject({ ...commandLine, action: 'backup.restore', details: { file } });
      expect(target.updated).toMatch(/append-only/);
    } finally {
      fs.rmSync(restoreDir, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentDir } from '../content/read';
import { seedContent } from '../content/seed';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { fileRecords, gzipExport, writeBackupFile } from './backup-file';
import { type BackupHeader, BackupWriter } from './format';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ident, listTables, readSequences, rows } from './catalog';
import { restoreBackup } from './restore';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-refusals-'));
const file = path.join(dir, 'good.backup.gz');
let source: TestDatabase;
let target: TestDatabase;

beforeAll(async () => {
  source = await openTestDatabase();
  await seedContent(source.database, readContentDir());
  await writeBackupFile(file, gzipExport(source.database));
  target = await openTestDatabase();
});

afterAll(async () => {
  await source.cleanup();
  await target.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

const variant = (name: string, bytes: Buffer) => {
  const out = path.join(dir, name);
  fs.writeFileSync(out, bytes);
  return out;
};

/** The backup written again by the real writer, changed on the way (its checksums are right for what it holds). */
async function rewritten(name: string, change: { header?: (h: BackupHeader) => BackupHeader; extraTable?: string }) {
  const lines: string[] = [];
  let writer: BackupWriter | undefined;
  for await (const record of fileRecords(file)) {
    if (record.kind === 'header') {
      writer = new BackupWriter(change.header?.(record.header) ?? record.header, async (text) => void lines.push(text));
      await writer.start();
    } else if (record.kind === 'table') await writer!.table(record.name);
    else if (record.kind === 'row') await writer!.row(record.line);
    else {
      if (change.extraTable) {
        await writer!.table(change.extraTable);
        await writer!.row('{"id":1}');
      }
      await writer!.finish(record.manifest.sequences);
    }
  }
  return variant(name, zlib.gzipSync(lines.join('')));
}

/** As a newer program with one more migration would write it. */
const fromNewerVersion = () =>
  rewritten('newer.backup.gz', {
    header: (h) => ({ ...h, product_version: '9.0.0', migrations: [...h.migrations, '9999_future.sql'] }),
  });

/** Every table's row count and the sequences: what a restore must leave as it was when it fails. */
async function contentsOf(database: Database) {
  const counts: Record<string, number> = {};
  for (const t of await listTables(database.db))
    counts[t.name] = Number((await rows<{ n: string }>(database.db, `SELECT count(*) AS n FROM ${ident(t.name)}`))[0]!.n);
  return { counts, sequences: await readSequences(database.db) };
}

describe('given a backup file to restore', () => {
  it('a --force restore that fails midway leaves the target exactly as it was, and says so', async () => {
    const stray = await rewritten('stray.backup.gz', { extraTable: 'stray_table' });
    const before = await contentsOf(source.database);
    expect(before.counts.questions).toBeGreaterThan(0);
    let forced = false;
    await expect(
      restoreBackup(source.database, stray, {
        force: async () => {
          forced = true;
        },
      }),
    ).rejects.toThrow(/table stray_table its level does not create\. Nothing was changed: the target is as it was\./);
    expect(forced).toBe(true);
    expect(await contentsOf(source.database)).toEqual(before);
  });

  it('refuses a target that holds objects of another application, naming them, and leaves them alone', async () => {
    const foreign = [
      'CREATE TABLE other_app_notes (id int PRIMARY KEY, note text)',
      "INSERT INTO other_app_notes VALUES (1, 'kept')",
      'CREATE VIEW other_app_users AS SELECT count(*) AS n FROM users',
      'CREATE FUNCTION other_app_answer() RETURNS int LANGUAGE sql AS $$ SELECT 42 $$',
      'CREATE SEQUENCE other_app_numbers',
    ];
    for (const statement of foreign) await target.database.db.execute(sql.raw(statement));
    await expect(restoreBackup(target.database, file)).rejects.toThrow(
      /objects this program does not create: function other_app_answer\(\), index other_app_notes_pkey, sequence other_app_numbers, table other_app_notes, view other_app_users\..*Nothing was changed/,
    );
    expect(await rows(target.database.db, 'SELECT note FROM other_app_notes')).toEqual([{ note: 'kept' }]);
    expect(await rows(target.database.db, 'SELECT other_app_answer() AS a, n FROM other_app_users')).toEqual([
      { a: 42, n: expect.anything() },
    ]);
    for (const drop of [
      'VIEW other_app_users',
      'TABLE other_app_notes',
      'FUNCTION other_app_answer()',
      'SEQUENCE other_app_numbers',
    ])
      await target.database.db.execute(sql.raw(`DROP ${drop}`));
  });

  it('refuses a target that holds data, a damaged, a cut-off and a newer backup, each in words, and then restores', async () => {
    await expect(restoreBackup(source.database, file)).rejects.toThrow(/not empty: .*topics.* --force/);

    const bytes = fs.readFileSync(file);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    await expect(restoreBackup(target.database, variant('damaged.gz', flipped))).rejects.toThrow(/damaged/);
    await expect(restoreBackup(target.database, variant('cut.gz', bytes.subarray(0, bytes.length / 2)))).rejects.toThrow(
      /incomplete: the file was cut off/,
    );
    await expect(restoreBackup(target.database, await fromNewerVersion())).rejects.toThrow(
      /newer version of the program \(9\.0\.0, database level 9999_future\.sql\).*Update the program/,
    );

    const report = await restoreBackup(target.database, file);
    expect(report.manifest.tables.find((t) => t.name === 'questions')?.rows).toBeGreaterThan(0);
  });
});

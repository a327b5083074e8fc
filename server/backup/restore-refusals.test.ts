import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentDir } from '../content/read';
import { seedContent } from '../content/seed';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { fileRecords, gzipExport, writeBackupFile } from './backup-file';
import { BackupWriter } from './format';
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

/** The same backup written again by the real writer, as a newer program with one more migration would. */
async function fromNewerVersion() {
  const lines: string[] = [];
  let writer: BackupWriter | undefined;
  for await (const record of fileRecords(file)) {
    if (record.kind === 'header') {
      const header = { ...record.header, product_version: '9.0.0', migrations: [...record.header.migrations, '9999_future.sql'] };
      writer = new BackupWriter(header, async (text) => void lines.push(text));
      await writer.start();
    } else if (record.kind === 'table') await writer!.table(record.name);
    else if (record.kind === 'row') await writer!.row(record.line);
    else await writer!.finish(record.manifest.sequences);
  }
  return variant('newer.backup.gz', zlib.gzipSync(lines.join('')));
}

describe('given a backup file to restore', () => {
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

import { describe, expect, it } from 'vitest';
import { productVersion } from '../paths';
import { type BackupHeader, type BackupManifest, BackupWriter, backupRecords } from './format';

const header: BackupHeader = {
  format: 1,
  product_version: '1.0.0',
  migrations: ['0001_start.sql'],
  database: 'pglite',
  created_at: '2025-01-01T00:00:00.000Z',
};

/** The lines the real writer writes for one table of two rows and the given sequences. */
async function writtenLines(sequences: BackupManifest['sequences'] = { topics_id_seq: '2' }) {
  const chunks: string[] = [];
  const writer = new BackupWriter(header, async (text) => void chunks.push(text));
  await writer.start();
  await writer.table('topics');
  await writer.row('{"id":1}');
  await writer.row('{"id":2}');
  await writer.finish(sequences);
  return chunks.join('').split('\n').slice(0, -1);
}

async function readAll(lines: string[]) {
  async function* each() {
    yield* lines;
  }
  const records = [];
  for await (const record of backupRecords(each())) records.push(record);
  return records;
}

/** The line starting with `prefix`, its JSON changed by `change`. */
function changeLine(lines: string[], prefix: string, change: (json: Record<string, unknown>) => void) {
  return lines.map((line) => {
    if (!line.startsWith(prefix)) return line;
    const json = JSON.parse(line.slice(prefix.length));
    change(json);
    return prefix + JSON.stringify(json);
  });
}

describe('given the lines of a backup', () => {
  it('reads what the writer wrote, and refuses a header or manifest that does not match its schema as damaged', async () => {
    const lines = await writtenLines();
    expect((await readAll(lines)).at(-1)).toMatchObject({ kind: 'manifest', manifest: { tables: [{ rows: 2 }] } });

    const wrongType = changeLine(lines, '#skills55-backup ', (json) => {
      json.migrations = '0001_start.sql';
    });
    await expect(readAll(wrongType)).rejects.toThrow(
      'The backup is damaged: its header is not readable. Use another backup file.',
    );
    const noChecksum = changeLine(lines, '#manifest ', (json) => {
      delete json.sha256;
    });
    await expect(readAll(noChecksum)).rejects.toThrow(
      'The backup is damaged: its manifest is not readable. Use another backup file.',
    );
  });

  it('refuses a newer format with fields it does not know by naming both formats, not as damaged', async () => {
    const newer = `#skills55-backup ${JSON.stringify({ format: 2, product_version: '3.0.0', layout: 'columns', chunks: [1] })}`;
    await expect(readAll([newer])).rejects.toThrow(
      `This backup file is in format 2, made by version 3.0.0; this program (version ${productVersion()}) reads format 1 ` +
        'only. Update the program, then restore it.',
    );
  });

  it('refuses sequence names that are not plain identifiers of at most 63 characters', async () => {
    const longest = await readAll(await writtenLines({ [`a${'b'.repeat(62)}`]: null }));
    expect(longest.at(-1)?.kind).toBe('manifest');
    for (const name of ['topics_id_seq"); DROP TABLE users; --', 'a'.repeat(64)]) {
      await expect(readAll(await writtenLines({ [name]: '1' }))).rejects.toThrow(
        'The backup is damaged: its sequences are not readable.',
      );
    }
  });
});

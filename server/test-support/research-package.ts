import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';

/** Every file a research package holds. */
export const packageFiles = [
  'README.txt',
  'datapackage.json',
  'codebook.html',
  'load.R',
  'load.py',
  ...['responses', 'answers', 'questions', 'choices'].flatMap((table) => [`${table}.csv`, `${table}.dat`, `${table}.sps`]),
  'unfinished.csv',
  'unfinished.sps',
] as const;

/** The entries of a ZIP file, by name. */
export function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

export function writeEntries(entries: Map<string, Buffer>, dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, content] of entries) fs.writeFileSync(path.join(dir, name), content);
}

/**
 * Parses a CSV into rows of cells with csv-parse, strictly (every row as long as the header, no stray quote):
 * the package's dialect (`,`, `\n` rows) by default, or the semicolon CSV's (`;`, `\r\n` rows).
 */
export function parseResearchCsv(text: string, { delimiter = ',', lineEnd = '\n' } = {}): string[][] {
  if (!text.endsWith(lineEnd)) throw new Error('the CSV does not end with a line break');
  return parse(text, { delimiter, record_delimiter: lineEnd });
}

/** The semicolon CSV of /api/export (a byte-order mark, `;`, CRLF) into rows of cells. */
export function parseSemicolonCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('the semicolon CSV starts with a byte-order mark');
  return parseResearchCsv(text.slice(1), { delimiter: ';', lineEnd: '\r\n' });
}

/** The CSV as objects by column name. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseResearchCsv(text);
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

import fs from 'node:fs';
import path from 'node:path';
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
 * Parses a CSV into rows of cells: the package's dialect (`,`, `\n` rows) by default, or the semicolon CSV's
 * (`;`, `\r\n` rows); quoted cells may hold the separator, line breaks and doubled quotes.
 */
export function parseResearchCsv(text: string, { delimiter = ',', lineEnd = '\n' } = {}): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (text.startsWith(lineEnd, i)) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += lineEnd.length - 1;
    } else cell += c;
  }
  if (cell || row.length) throw new Error('the CSV does not end with a line break');
  return rows;
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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import type { Field, Row } from './field';
import { type CsvOptions, researchHeader, researchRow } from './research-csv';

/** One CSV a pass over the attempts writes: its columns and the rows an item of a batch gives. */
export interface PassTable<T> {
  file: string;
  fields: readonly Field[];
  rowsOf: (item: T) => Row[];
  options?: CsvOptions;
}

/**
 * Reads the attempts ONCE for several files: the first table streams as it is read (the download starts at
 * once), the others are written on the way into temporary files that are handed out after it, so memory
 * stays flat in the number of attempts and every file holds exactly the same attempts.
 */
export function attemptPass<T>(batches: () => AsyncGenerator<T[]>, [first, ...spooled]: PassTable<T>[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skills55-package-'));
  const files = new Map(spooled.map((table) => [table.file, path.join(dir, table.file)]));
  let finish: (error?: unknown) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve());
  });
  done.catch(() => {});
  const stream = Readable.from(
    (async function* () {
      const writers = spooled.map((table) => fs.createWriteStream(files.get(table.file)!));
      try {
        yield researchHeader(first!.fields);
        await Promise.all(spooled.map((table, i) => write(writers[i]!, researchHeader(table.fields))));
        for await (const batch of batches()) {
          await Promise.all(spooled.map((table, i) => write(writers[i]!, piece(table, batch))));
          yield piece(first!, batch);
        }
        await Promise.all(writers.map((w) => new Promise((resolve) => w.end(resolve))));
        finish();
      } catch (error) {
        for (const w of writers) w.destroy();
        finish(error);
        throw error;
      }
    })(),
  );
  return {
    stream,
    /** A spooled file, once the pass has written it whole. */
    async open(file: string): Promise<Readable> {
      await done;
      return fs.createReadStream(files.get(file)!);
    },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

function piece<T>(table: PassTable<T>, batch: T[]) {
  let text = '';
  for (const item of batch) for (const row of table.rowsOf(item)) text += researchRow(table.fields, row, table.options);
  return text;
}

async function write(stream: fs.WriteStream, text: string) {
  if (!stream.write(text)) await once(stream, 'drain');
}

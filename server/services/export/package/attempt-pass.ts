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
  const opened: Readable[] = [];
  let finish: (error?: unknown) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve());
  });
  done.catch(() => {});
  const stream = Readable.from(
    (async function* () {
      const writers = spooled.map((table) => spoolWriter(files.get(table.file)!));
      let complete = false;
      try {
        yield researchHeader(first!.fields);
        await Promise.all(spooled.map((table, i) => writers[i]!.write(researchHeader(table.fields))));
        for await (const batch of batches()) {
          await Promise.all(spooled.map((table, i) => writers[i]!.write(piece(table, batch))));
          yield piece(first!, batch);
        }
        await Promise.all(writers.map((w) => w.end()));
        complete = true;
        finish();
      } catch (error) {
        finish(error);
        throw error;
      } finally {
        // Stopped early (the download went away, or a read failed): the spool files are closed at once.
        if (!complete) {
          for (const w of writers) w.destroy();
          finish(new Error('The package was stopped before its end.'));
        }
      }
    })(),
  );
  return {
    stream,
    /** A spooled file, once the pass has written it whole. */
    async open(file: string): Promise<Readable> {
      await done;
      const read = fs.createReadStream(files.get(file)!);
      opened.push(read);
      return read;
    },
    /** Ends the pass and every file it opened, and removes its temporary folder. */
    cleanup() {
      stream.destroy();
      for (const read of opened) read.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A temporary file written with back-pressure; a write error (a full disk) fails the pass instead of the process. */
function spoolWriter(file: string) {
  const out = fs.createWriteStream(file);
  let failure: Error | undefined;
  out.on('error', (error) => {
    failure = error;
  });
  const failed = () => {
    if (failure) throw failure;
  };
  return {
    async write(text: string) {
      failed();
      if (!out.write(text)) await Promise.race([once(out, 'drain'), once(out, 'error')]);
      failed();
    },
    async end() {
      failed();
      await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
      failed();
    },
    destroy: () => out.destroy(),
  };
}

function piece<T>(table: PassTable<T>, batch: T[]) {
  let text = '';
  for (const item of batch) for (const row of table.rowsOf(item)) text += researchRow(table.fields, row, table.options);
  return text;
}

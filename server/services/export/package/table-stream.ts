import { Readable } from 'node:stream';
import type { Field, Row } from './field';
import { researchHeader, researchRow } from './research-csv';

/** A CSV as a stream of pieces, one per batch of rows read: memory stays flat in the number of rows. */
export function tableStream<T>(fields: Field[], batches: () => AsyncGenerator<T[]>, rowsOf: (item: T) => Row[]): Readable {
  return Readable.from(
    (async function* () {
      yield researchHeader(fields);
      for await (const batch of batches()) {
        let piece = '';
        for (const item of batch) for (const row of rowsOf(item)) piece += researchRow(fields, row);
        yield piece;
      }
    })(),
  );
}

import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { attemptBatches, type ExportedAttempt } from '../attempt-batches';
import { attemptPass } from './attempt-pass';
import type { PackagePlan } from './package-plan';
import { tableFields } from './package-tables';
import type { PackageZip } from './package-zip';
import { answerRowsOf, responseRowOf } from './row-writing';
import { oneLine } from './spss-copies';
import { tableStream } from './table-stream';
import { unfinishedBatches, unfinishedRow } from './unfinished';

/**
 * The files of the attempts, streamed when the download reaches them: responses and answers (and their
 * one-line copies) from one pass over the completed attempts, and the unfinished attempts (not for sharing).
 * Answers the pass, whose temporary files are cleaned up when the ZIP is done.
 */
export function addAttemptFiles(zip: PackageZip, db: Db, { writing, selection, resources }: PackagePlan) {
  const fields = (name: 'responses' | 'answers' | 'unfinished') => tableFields(resources, name);
  const rowOrder = writing.sharing ? { ...selection, shuffleSalt: randomBytes(16).toString('hex') } : selection;
  const pass = attemptPass<ExportedAttempt>(
    () => attemptBatches(db, rowOrder),
    [
      { file: 'responses.csv', fields: fields('responses'), rowsOf: (e) => [responseRowOf(writing, e)] },
      { file: 'responses.dat', fields: fields('responses'), rowsOf: (e) => [responseRowOf(writing, e)], options: oneLine },
      { file: 'answers.csv', fields: fields('answers'), rowsOf: (e) => answerRowsOf(writing, e) },
      { file: 'answers.dat', fields: fields('answers'), rowsOf: (e) => answerRowsOf(writing, e), options: oneLine },
    ],
  );
  zip.lazy('responses.csv', () => pass.stream);
  for (const file of ['responses.dat', 'answers.csv', 'answers.dat']) zip.lazy(file, () => pass.open(file));
  if (!writing.sharing)
    zip.lazy('unfinished.csv', () =>
      tableStream(
        fields('unfinished'),
        () => unfinishedBatches(db, selection),
        (a) => [unfinishedRow(writing.structure, a)],
      ),
    );
  return pass;
}

import type { ExportedAttempt } from '../attempt-batches';
import type { ExportTexts } from '../export-texts';
import type { Row } from './field';
import { profileRow } from './profile-fields';
import { questionName } from './question-fields';
import type { SharingPlan } from './sharing';
import type { PackageStructure } from './structure';
import { answerRows, responseRow } from './tables';

/** How the rows of one package are written: exactly, or for sharing. */
export interface RowWriting {
  structure: PackageStructure;
  t: ExportTexts;
  sharing: SharingPlan | null;
}

/** An attempt's row of responses.csv; for sharing with fresh ids, the shared profile, and free text only if asked. */
export function responseRowOf({ structure, t, sharing }: RowWriting, e: ExportedAttempt): Row {
  const row = responseRow(structure, e, t, sharing ? sharing.profileRow(e) : profileRow(e));
  if (!sharing) return row;
  row.attempt = sharing.attemptId(e.attempt.id);
  row.respondent = sharing.respondentId(e.attempt.respondentId);
  if (!sharing.freeText) for (const q of structure.questions) if (q.type === 'TXT') row[questionName(q)] = null;
  return row;
}

/** An attempt's rows of answers.csv; for sharing with fresh ids, and free text only if asked. */
export function answerRowsOf({ structure, t, sharing }: RowWriting, e: ExportedAttempt): Row[] {
  const rows = answerRows(structure, e, t);
  if (!sharing) return rows;
  const texts = new Set(structure.questions.filter((q) => q.type === 'TXT').map(questionName));
  return rows.map((row) => ({
    ...row,
    attempt: sharing.attemptId(e.attempt.id),
    ...(texts.has(String(row.question)) && !sharing.freeText ? { answer: null, label: null } : {}),
  }));
}

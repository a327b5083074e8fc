import type { ExportFilter } from '../../../contract/api/staff';
import type { LanguageCode } from '../../../contract/languages';
import type { Db } from '../../db/client';
import { answerText } from './answer-text';
import { attemptBatches, type ExportedAttempt } from './attempt-batches';
import { bom, csvRow } from './csv';
import { fixedColumns } from './export-columns';
import { selectionOf, topicStructure } from './export-selection';
import { type ExportTexts, exportTexts } from './export-texts';
import type { PackageStructure } from './package/structure';

/** The CSV in pieces: the header, then one piece per batch of rows read by (completed_at, id). */
export async function* csvExport(db: Db, filter: ExportFilter, language: LanguageCode): AsyncGenerator<string> {
  const t = exportTexts(language);
  const s = await topicStructure(db, filter.topic, language);
  const topicName = s.topics[0]!.name.text;
  yield bom +
    csvRow([
      ...fixedColumns,
      ...s.questions.map((q) => `q${q.id}`),
      ...s.subs.flatMap((sub) => [`s${sub.id}_actual`, `s${sub.id}_total`, `s${sub.id}_level`]),
    ]);
  for await (const batch of attemptBatches(db, selectionOf(filter))) {
    let piece = '';
    for (const exported of batch) piece += attemptRow(s, t, topicName, exported);
    yield piece;
  }
}

/** One completed attempt's row: its profile at completion, its answers as text, its results per sub-topic. */
function attemptRow(s: PackageStructure, t: ExportTexts, topicName: string, { attempt: a, profile: row }: ExportedAttempt) {
  const results = new Map((a.results ?? []).map((r) => [r.sub_topic_id, r]));
  return csvRow([
    a.id,
    a.respondentId ?? '',
    row.country ?? '',
    row.residence ?? '',
    row.age ?? null,
    row.gender ?? '',
    row.education ?? '',
    row.employment === null ? '' : row.employment ? t.yes : t.no,
    row.unemployed_months ?? null,
    (row.job_fields ?? []).join(','),
    topicName,
    a.language,
    a.createdAt.toISOString(),
    a.completedAt?.toISOString() ?? '',
    ...s.questions.map((q): string => (a.questionIds.includes(q.id) ? answerText(q, a.answers[String(q.id)]?.answered, t) : '')),
    ...s.subs.flatMap((sub): (number | null)[] => {
      const r = results.get(sub.id);
      return r ? [r.actual_points, r.total_points, r.level] : [null, null, null];
    }),
  ]);
}

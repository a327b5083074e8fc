import { writeCsv } from './csv-files';
import type { TargetLanguage, UnitKind, UnitSet } from './units';
import { writeXliff } from './xliff-files';

export type ExportFormat = 'xliff-2.0' | 'xliff-1.2' | 'csv';

export interface ExportedFile {
  fileName: string;
  mediaType: string;
  body: string;
}

/** One language's texts as a file for translators: XLIFF 2.0, XLIFF 1.2 or CSV, named after what it holds. */
export function exportedFile(set: UnitSet, kind: UnitKind, language: TargetLanguage, format: ExportFormat): ExportedFile {
  const name = `${kind === 'content' ? 'questionnaire' : 'interface'}-${language}`;
  if (format === 'csv') return { fileName: `${name}.csv`, mediaType: 'text/csv; charset=utf-8', body: writeCsv(set) };
  const version = format === 'xliff-2.0' ? '2.0' : '1.2';
  const body = writeXliff(set, version);
  return { fileName: version === '2.0' ? `${name}.xlf` : `${name}.xliff12.xlf`, mediaType: 'application/xliff+xml', body };
}

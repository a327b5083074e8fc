import type { ExportFilter } from '../../../contract/api/staff';
import type { LanguageCode } from '../../../contract/languages';
import type { Db } from '../../db/client';
import { codebookCsv } from './codebook-csv';
import { csvExport } from './csv-export';
import { countExportRows } from './export-count';

/**
 * The research export of docs/product/choices.md: one row per completed attempt, pseudonymous (the respondent
 * uuid, never name or e-mail), answers as text in the chosen language, results per sub-topic.
 */
export function createExporter({ db }: { db: Db }) {
  return {
    /** With `all_topics`, every topic of the topic's tool: the rows of the research package. */
    count: (filter: ExportFilter & { all_topics?: boolean }): Promise<number> => countExportRows(db, filter),

    /** The CSV in pieces: the header, then one piece per batch of rows read by (completed_at, id). */
    csv: (filter: ExportFilter, language: LanguageCode): AsyncGenerator<string> => csvExport(db, filter, language),

    /** Column, meaning and answer codes of every column of the export, in the chosen language. */
    codebook: (topicId: number, language: LanguageCode): Promise<string> => codebookCsv(db, topicId, language),
  };
}
export type Exporter = ReturnType<typeof createExporter>;

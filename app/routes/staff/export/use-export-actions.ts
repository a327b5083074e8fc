import type { FormEvent } from 'react';
import { staffApiPaths } from '../../../../contract/api/staff';
import { unexpectedError } from '../../../../contract/wire';
import { useSnackbar } from '../../../shared/use-snackbar';
import { downloadName } from '../download-name';
import { useDownload } from '../use-download';
import type { useExportCount } from './use-export-count';
import type { ExportFilters } from './use-export-filters';

/** The CSV export and the codebook download, each refusing without a topic. */
export function useExportActions(filters: ExportFilters, rows: ReturnType<typeof useExportCount>) {
  const snackbar = useSnackbar();
  const csv = useDownload();
  const codebookFile = useDownload();
  const { topic, language, scopeName, setTopicError } = filters;

  function topicMissing() {
    setTopicError('VALIDATION.REQUIRED');
    snackbar.error(`BACKEND-RESPONSES.${unexpectedError.en}`);
  }

  async function exportCsv(event: FormEvent) {
    event.preventDefault();
    if (!topic) {
      topicMissing();
      return;
    }
    if (filters.filtersWrong) return;
    const found = await rows.hasRows();
    rows.setCsvEmpty(!found);
    if (!found) return;
    await csv.download(
      staffApiPaths.export,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(filters.filter) },
      downloadName('export', scopeName, 'csv'),
    );
  }

  function codebook() {
    if (!topic) {
      setTopicError('VALIDATION.REQUIRED');
      return;
    }
    void codebookFile.download(
      `${staffApiPaths.codebook}?topic=${topic}&language=${language}`,
      {},
      downloadName('codebook', scopeName, 'csv'),
    );
  }
  return { exportCsv, codebook, topicMissing, csvBusy: csv.busy, codebookBusy: codebookFile.busy };
}

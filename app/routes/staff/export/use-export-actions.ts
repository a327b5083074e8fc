import type { FormEvent } from 'react';
import { staffApiPaths } from '../../../../contract/api/staff';
import { downloadName } from '../download-name';
import { useDownload } from '../use-download';
import type { useExportCount } from './use-export-count';
import type { ExportFilters } from './use-export-filters';

/** The CSV export and the codebook download, each refusing without a topic. */
export function useExportActions(filters: ExportFilters, rows: ReturnType<typeof useExportCount>) {
  const csv = useDownload();
  const codebookFile = useDownload();
  const { topic, language, scopeName, setTopicError } = filters;

  /** Said at the topic field only, which takes the focus (docs/accessibility.md): no snackbar repeats it. */
  function topicMissing() {
    setTopicError('VALIDATION.REQUIRED');
    document.getElementById('export-topic')?.focus();
  }

  async function exportCsv(event: FormEvent) {
    event.preventDefault();
    if (!topic) {
      topicMissing();
      return;
    }
    if (filters.filtersWrong) return;
    if (!(await rows.hasRows('csv'))) return;
    await csv.download(
      staffApiPaths.export,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(filters.filter) },
      downloadName('export', scopeName, 'csv'),
    );
  }

  function codebook() {
    if (!topic) {
      topicMissing();
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

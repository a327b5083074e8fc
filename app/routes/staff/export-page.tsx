import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { usePageTitle } from '../../shared/page-head/use-page-title';
import { downloadName } from './download-name';
import { DownloadSection } from './export/download-section';
import { ExportFilterFields } from './export/export-filter-fields';
import { ExportScopeFields } from './export/export-scope-fields';
import { useExportActions } from './export/use-export-actions';
import { useExportCount } from './export/use-export-count';
import { type ExportFilters, useExportFilters } from './export/use-export-filters';
import { NothingToExport } from './nothing-to-export';
import { ResearchPackageSection } from './research-package-section';

/**
 * /export: the CSV export of docs/product/screens.md, with the live count and the codebook, and the research package
 * of docs/research-data.md, which may also take every topic of a tool. Each download says when to choose it.
 */
export function ExportPage() {
  const { t } = useTranslation();
  usePageTitle(t('PAGES.EXPORT'));
  const filters = useExportFilters();
  const rows = useExportCount(filters);
  const actions = useExportActions(filters, rows);
  const { allTopics, counted, filtersWrong } = filters;
  return (
    <section aria-labelledby="page-title" className="page-column max-w-3xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.EXPORT')}
      </h1>
      <p className="mt-3 text-lg">{t('STAFF.EXPORT_INTRO')}</p>
      <form
        noValidate
        onSubmit={(event) => void actions.exportCsv(event)}
        className="mt-6 flex flex-col gap-5"
        aria-label={t('PAGES.EXPORT')}
      >
        <ExportScopeFields filters={filters} />
        <ExportFilterFields filters={filters} />
        <ExportCount filters={filters} count={rows.count} />
        <CsvSection actions={actions} allTopics={allTopics} empty={rows.emptyFor === 'csv'} />
        <ResearchPackageSection
          filter={{ ...filters.filter, topic: counted, all_topics: allTopics }}
          onTopicMissing={actions.topicMissing}
          filtersWrong={filtersWrong}
          hasRows={() => rows.hasRows('package')}
          empty={rows.emptyFor === 'package'}
          fileName={downloadName('research-package', filters.scopeName, 'zip')}
        />
      </form>
    </section>
  );
}

/** The CSV file and its codebook, each with when to choose it, and "nothing to export" when the CSV found no rows. */
function CsvSection({
  actions,
  allTopics,
  empty,
}: {
  actions: ReturnType<typeof useExportActions>;
  allTopics: boolean;
  empty: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DownloadSection id="csv-title" title={t('STAFF.CSV_TITLE')} lines={[t('STAFF.CSV_WHEN'), t('STAFF.CODEBOOK_WHEN')]}>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={actions.csvBusy} disabled={allTopics}>
          {t('STAFF.EXPORT')}
        </Button>
        <Button variant="secondary" loading={actions.codebookBusy} disabled={allTopics} onClick={actions.codebook}>
          {t('STAFF.CODEBOOK')}
        </Button>
      </div>
      <NothingToExport shown={empty} />
    </DownloadSection>
  );
}

/** The live count of the rows the filters export (empty while there is nothing to count). */
function ExportCount({ filters, count }: { filters: ExportFilters; count: ReturnType<typeof useExportCount>['count'] }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-xl font-bold" data-testid="export-count">
      {filters.counted !== undefined && !filters.filtersWrong
        ? count.isFetching
          ? t('STAFF.COUNTING')
          : count.isError
            ? t('STAFF.COUNT_FAILED')
            : t('STAFF.COUNT', { count: count.data ?? 0 })
        : ''}
    </p>
  );
}

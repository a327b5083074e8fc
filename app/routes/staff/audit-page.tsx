import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { usePageTitle } from '../../shared/page-head/use-page-title';
import { useAuditEntriesInfiniteQuery } from '../../store/staff-api';
import { AuditFilterForm } from './audit/audit-filter-form';
import { AuditTable } from './audit/audit-table';
import { useAuditFilters } from './audit/use-audit-filters';

/**
 * /audit: the activity log of docs/operations.md "Audit trail": who changed the questionnaire, took data
 * out or backed the database up, and when; filtered by action, person and days kept in the address.
 */
export function AuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('PAGES.AUDIT'));
  const filters = useAuditFilters();
  return (
    <section aria-labelledby="page-title" className="page-column max-w-6xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.AUDIT')}
      </h1>
      <p className="mt-3 text-lg">{t('AUDIT.INTRO')}</p>
      <AuditFilterForm key={filters.key} values={filters.values} onApply={filters.apply} />
      {filters.query ? <AuditEntries query={filters.query} /> : null}
    </section>
  );
}

/** The list for valid filters: loading, failed (with Try again), empty, or the table with "Load more". */
function AuditEntries({ query }: { query: NonNullable<ReturnType<typeof useAuditFilters>['query']> }) {
  const { t } = useTranslation();
  const list = useAuditEntriesInfiniteQuery(query);
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const status = list.isLoading
    ? t('STAFF.LOADING')
    : list.isError
      ? t('AUDIT.FAILED')
      : entries.length
        ? t('AUDIT.SHOWN', { count: entries.length })
        : t('AUDIT.EMPTY');
  return (
    <div className="mt-8 flex flex-col gap-3">
      <p role="status" className="text-lg font-bold" data-testid="audit-status">
        {status}
      </p>
      {list.isError ? (
        <Button variant="secondary" className="self-start" onClick={() => void list.refetch()}>
          {t('AUDIT.RETRY')}
        </Button>
      ) : null}
      {entries.length ? <AuditTable entries={entries} /> : null}
      {list.hasNextPage && !list.isError ? (
        <Button
          variant="secondary"
          className="self-start"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('AUDIT.LOAD_MORE')}
        </Button>
      ) : null}
    </div>
  );
}

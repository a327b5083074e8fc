import { useEffect, useRef, useState } from 'react';
import { useLazyExportCountQuery } from '../../../store/staff-api';
import type { ExportFilters } from './use-export-filters';

/** The count call's query for a topic (or a tool's, by one of its topics) and the filters. */
const countQuery = (topic: number, f: { country: string; from: string; to: string; allTopics: boolean }) => ({
  topic,
  country: f.country,
  time_from: f.from,
  time_to: f.to,
  ...(f.allTopics ? { all_topics: 'true' as const } : {}),
});

/** The live count of what the filters export, and whether the CSV export just found no rows. */
export function useExportCount(filters: ExportFilters) {
  const { counted, allTopics, country, from, to, filtersWrong } = filters;
  const [countCall, count] = useLazyExportCountQuery();
  const pending = useRef<{ abort(): void } | null>(null);
  const [csvEmpty, setCsvEmpty] = useState(false);

  useEffect(() => {
    pending.current?.abort();
    pending.current = null;
    setCsvEmpty(false);
    if (counted === undefined || filtersWrong) return;
    // A newer filter supersedes the request still on its way: it is cancelled.
    pending.current = countCall(countQuery(counted, { country, from, to, allTopics }));
  }, [counted, allTopics, country, from, to, filtersWrong, countCall]);

  /** Counts afresh what the filters export: an export of no rows is said in words, not saved as an empty file. */
  async function hasRows() {
    if (counted === undefined) return true;
    const rows = await countCall(countQuery(counted, { country, from, to, allTopics }))
      .unwrap()
      .catch(() => undefined);
    return rows !== 0;
  }
  return { count, hasRows, csvEmpty, setCsvEmpty };
}

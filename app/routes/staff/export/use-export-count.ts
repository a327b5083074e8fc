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

/** The downloads of the page that can find nothing to export. */
export type ExportDownload = 'csv' | 'package';

/**
 * The live count of what the filters export, and which download last found no rows: the page says
 * "nothing to export" once, beside that download.
 */
export function useExportCount(filters: ExportFilters) {
  const { counted, allTopics, country, from, to, filtersWrong } = filters;
  const [countCall, count] = useLazyExportCountQuery();
  const pending = useRef<{ abort(): void } | null>(null);
  const [emptyFor, setEmptyFor] = useState<ExportDownload>();

  useEffect(() => {
    pending.current?.abort();
    pending.current = null;
    setEmptyFor(undefined);
    if (counted === undefined || filtersWrong) return;
    // A newer filter supersedes the request still on its way: it is cancelled.
    pending.current = countCall(countQuery(counted, { country, from, to, allTopics }));
  }, [counted, allTopics, country, from, to, filtersWrong, countCall]);

  /** Counts afresh what the filters export: an export of no rows is said in words, not saved as an empty file. */
  async function hasRows(download: ExportDownload) {
    if (counted === undefined) return true;
    const rows = await countCall(countQuery(counted, { country, from, to, allTopics }))
      .unwrap()
      .catch(() => undefined);
    setEmptyFor(rows === 0 ? download : undefined);
    return rows !== 0;
  }
  return { count, hasRows, emptyFor };
}

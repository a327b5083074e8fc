import { count, eq } from 'drizzle-orm';
import type { ExportFilter } from '../../../contract/api/staff';
import type { Db } from '../../db/client';
import { surveyAttempts, users } from '../../db/schema';
import { whereOf } from './attempt-batches';
import { selectionOf } from './export-selection';
import { topicsOf } from './package/structure';

/** How many completed attempts an export holds; with `all_topics`, every topic of the topic's tool (the research package's rows). */
export async function countExportRows(
  db: Db,
  { all_topics: allTopics = false, ...filter }: ExportFilter & { all_topics?: boolean },
): Promise<number> {
  // The profile is joined only to filter by country: the join read every user per count.
  const base = db.select({ n: count() }).from(surveyAttempts);
  const selection = allTopics
    ? { ...selectionOf(filter), topicIds: (await topicsOf(db, filter.topic, true)).map((t) => t.id) }
    : selectionOf(filter);
  const [row] = filter.country
    ? await base.leftJoin(users, eq(users.respondentId, surveyAttempts.respondentId)).where(whereOf(selection))
    : await base.where(whereOf(selection));
  return Number(row?.n ?? 0);
}

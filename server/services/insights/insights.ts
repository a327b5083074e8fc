import { sql } from 'drizzle-orm';
import type {
  InsightsQuery,
  ParticipationQuery,
  ParticipationView,
  QuestionsView,
  ResultsView,
} from '../../../contract/api/insights';
import { sharingLimits } from '../../../contract/api/staff';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { exportTexts } from '../export/export-texts';
import { topicsOf } from '../export/package/structure';
import { createFactsFiller } from './fill-answer-facts';
import { latestAttempts } from './insight-filters';
import { participationView } from './participation-view';
import { questionsView } from './questions-view';
import { resultsView } from './results-view';
import { protectCount } from './small-groups';

export interface InsightsOptions {
  db: Db;
  /** Figures under this many respondents are not shown: the sharing variant's k unless the operator sets another. */
  k?: number;
}

/**
 * Staff insights (docs/insights.md): three views, each computed by the database from the answer facts, which are
 * brought up to date first, and each protected for small groups.
 */
export function createInsights({ db, k = sharingLimits.kDefault }: InsightsOptions) {
  const facts = createFactsFiller(db);

  /** The view's respondents: those with a completed attempt at the topic within the filters. */
  async function respondents(query: InsightsQuery) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM (${latestAttempts(query)}) pop`));
    return protectCount({ value: row?.n ?? 0, people: row?.n ?? 0 }, k);
  }

  /** A view of an existing topic (404 otherwise), on facts that are up to date. */
  async function prepared(query: InsightsQuery) {
    await topicsOf(db, query.topic, false);
    await facts.fill();
    return respondents(query);
  }

  return {
    k,
    fillFacts: () => facts.fill(),
    async participation(query: ParticipationQuery): Promise<ParticipationView> {
      const shown = await prepared(query);
      return { ...(await participationView(db, query, k)), respondents: shown };
    },
    async results(query: InsightsQuery): Promise<ResultsView> {
      const shown = await prepared(query);
      return { ...(await resultsView(db, query, k)), respondents: shown };
    },
    async questions(query: InsightsQuery): Promise<QuestionsView> {
      const shown = await prepared(query);
      return { ...(await questionsView(db, query, k, exportTexts(query.language).none)), respondents: shown };
    },
  };
}
export type Insights = ReturnType<typeof createInsights>;

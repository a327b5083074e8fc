import type {
  InsightsQuery,
  ParticipationQuery,
  ParticipationView,
  QuestionsView,
  ResultsView,
} from '../../../contract/api/insights';
import { sharingLimits } from '../../../contract/api/staff';
import type { Db } from '../../db/client';
import { exportTexts } from '../export/export-texts';
import { topicsOf } from '../export/package/structure';
import { createFactsFiller } from './fill-answer-facts';
import { participationView } from './participation-view';
import { questionsView } from './questions-view';
import { resultsView } from './results-view';

export interface InsightsOptions {
  db: Db;
  /** Figures under this many respondents are not shown: the sharing variant's default k (tests may pass another). */
  k?: number;
}

/**
 * Staff insights (docs/insights.md): three views, each computed by the database from the answer facts, which are
 * brought up to date first, and each protected for small groups.
 */
export function createInsights({ db, k = sharingLimits.kDefault }: InsightsOptions) {
  const facts = createFactsFiller(db);

  /** A view of an existing topic (404 otherwise), on facts that are up to date. */
  async function prepared(query: InsightsQuery) {
    await topicsOf(db, query.topic, false);
    await facts.fill();
  }

  return {
    k,
    fillFacts: () => facts.fill(),
    async participation(query: ParticipationQuery): Promise<ParticipationView> {
      await prepared(query);
      return participationView(db, query, k);
    },
    async results(query: InsightsQuery): Promise<ResultsView> {
      await prepared(query);
      return resultsView(db, query, k);
    },
    async questions(query: InsightsQuery): Promise<QuestionsView> {
      await prepared(query);
      return questionsView(db, query, k, exportTexts(query.language).none);
    },
  };
}
export type Insights = ReturnType<typeof createInsights>;

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsightsQueryInput } from '../../../contract/api/insights';
import { usePageTitle } from '../../shared/page-head/use-page-title';
import { downloadName } from './download-name';
import { InsightFilterFields } from './insights/insight-filter-fields';
import { ParticipationPanel, QuestionsPanel, ResultsPanel } from './insights/insight-panels';
import { InsightTabs } from './insights/insight-tabs';
import { type InsightsFilters, useInsightsFilters } from './insights/use-insights-filters';

/**
 * /insights (docs/insights.md): what the survey tells staff about one topic of either tool, as charts whose
 * figures are one press away as a table and a CSV file, filtered as the export is, with age group and gender.
 */
export function InsightsPage() {
  const { t } = useTranslation();
  usePageTitle(t('PAGES.INSIGHTS'));
  const filters = useInsightsFilters();
  return (
    <section aria-labelledby="page-title" className="page-column max-w-6xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.INSIGHTS')}
      </h1>
      <p className="mt-3 text-lg">{t('INSIGHTS.INTRO')}</p>
      <InsightFilterFields filters={filters} />
      {filters.query ? (
        <ToolTheme wlb={filters.topic?.wlb ?? false}>
          <InsightViews filters={filters} query={filters.query} />
        </ToolTheme>
      ) : !filters.values.topic ? (
        <p className="mt-8 text-lg font-bold">{t('INSIGHTS.CHOOSE_TOPIC')}</p>
      ) : null}
    </section>
  );
}

/** The chosen view of valid filters, each figure's CSV named after the topic. */
function InsightViews({ filters, query }: { filters: InsightsFilters; query: InsightsQueryInput }) {
  const topicName = filters.topic?.name ?? '';
  const csvName = (figure: string) => downloadName(`insights-${figure}`, topicName, 'csv');
  const panel = { query, csvName };
  return (
    <InsightTabs view={filters.view} onChoose={(view) => filters.set('view', view === 'participation' ? '' : view)}>
      {filters.view === 'participation' ? (
        <ParticipationPanel
          {...panel}
          period={filters.period}
          onPeriod={(period) => filters.set('period', period === 'month' ? '' : period)}
        />
      ) : filters.view === 'results' ? (
        <ResultsPanel {...panel} />
      ) : (
        <QuestionsPanel {...panel} />
      )}
    </InsightTabs>
  );
}

/**
 * A wlb topic's figures wear the wlb tool's theme: the themes are CSS variables under `[data-theme]`
 * (themes/themes.css.ts), so a scope inside the page recolours what it holds while the page keeps its own.
 */
function ToolTheme({ wlb, children }: { wlb: boolean; children: ReactNode }) {
  return (
    <div data-theme={wlb ? 'wlb' : undefined} data-testid="insights-theme" className="text-text">
      {children}
    </div>
  );
}

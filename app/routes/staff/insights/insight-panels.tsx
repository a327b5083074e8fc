import { useTranslation } from 'react-i18next';
import type { InsightPeriod, InsightsQueryInput } from '../../../../contract/api/insights';
import { useInsightsParticipationQuery, useInsightsQuestionsQuery, useInsightsResultsQuery } from '../../../store/staff-api';
import { SelectField } from '../select-field';
import { ParticipationFigures } from './participation-figures';
import { QuestionsFigures } from './questions-figures';
import { ResultsFigures } from './results-figures';
import { ViewStatus } from './view-status';

export interface PanelProps {
  query: InsightsQueryInput;
  csvName: (figure: string) => string;
}

/** Participation, grouped by week or month: one call. */
export function ParticipationPanel({
  query,
  csvName,
  period,
  onPeriod,
}: PanelProps & { period: InsightPeriod; onPeriod: (period: InsightPeriod) => void }) {
  const { t } = useTranslation();
  const result = useInsightsParticipationQuery({ ...query, period });
  return (
    <>
      <SelectField
        id="insights-period"
        label={t('INSIGHTS.PERIOD')}
        value={period}
        className="mt-6 max-w-sm print:hidden"
        onChange={(event) => onPeriod(event.target.value as InsightPeriod)}
      >
        <option value="month">{t('INSIGHTS.PERIOD_MONTH')}</option>
        <option value="week">{t('INSIGHTS.PERIOD_WEEK')}</option>
      </SelectField>
      <ViewStatus result={result} isEmpty={(view) => view.totals.started === 0}>
        {(view) => <ParticipationFigures view={view} csvName={csvName} />}
      </ViewStatus>
    </>
  );
}

/** Results per sub-topic: one call. */
export function ResultsPanel({ query, csvName }: PanelProps) {
  const result = useInsightsResultsQuery(query);
  return (
    <ViewStatus result={result} isEmpty={(view) => view.respondents === 0}>
      {(view) => <ResultsFigures view={view} csvName={csvName} />}
    </ViewStatus>
  );
}

/** Questions: one call. */
export function QuestionsPanel({ query, csvName }: PanelProps) {
  const result = useInsightsQuestionsQuery(query);
  return (
    <ViewStatus result={result} isEmpty={(view) => view.respondents === 0}>
      {(view) => <QuestionsFigures view={view} csvName={csvName} />}
    </ViewStatus>
  );
}

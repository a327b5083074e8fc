import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { filterErrorsOf } from '../../../../contract/api/export-filter';
import {
  type InsightPeriod,
  type InsightsQueryInput,
  type InsightView,
  insightsQuerySchema,
  insightViews,
} from '../../../../contract/api/insights';
import { isLanguageCode } from '../../../../contract/languages';
import { useStaffTopicsQuery } from '../../../store/staff-api';

/** The filters the page keeps in its address, as the fields' texts; '' is "all" (or no topic chosen yet). */
export const insightFilterNames = ['topic', 'country', 'from', 'to', 'age', 'gender'] as const;
export type InsightFilterName = (typeof insightFilterNames)[number];
export type InsightFilterValues = Record<InsightFilterName, string>;

/** The values checked by the server's rules: the query to send, or what is wrong, by field of the form. */
export function checkInsightFilters(
  values: InsightFilterValues,
  language: string,
): { query?: InsightsQueryInput; errors: Partial<Record<InsightFilterName, string>> } {
  const checked = insightsQuerySchema.safeParse({
    topic: values.topic,
    country: values.country,
    time_from: values.from,
    time_to: values.to,
    age_band: values.age,
    gender: values.gender,
    language: isLanguageCode(language) ? language : 'en',
  });
  if (checked.success) return { query: checked.data, errors: {} };
  const { time_from, time_to, age_band, topic, ...rest } = filterErrorsOf(checked.error.issues);
  // No topic yet is not a mistake: the page asks for one in words.
  return {
    errors: { ...rest, from: time_from, to: time_to, age: age_band, topic: values.topic ? topic : undefined },
  };
}

/**
 * The page's state in its address (?topic=…&country=…&from=…&to=…&age=…&gender=…&view=…&period=…), so a
 * reload or a shared link shows the same figures; each change replaces the address rather than adding to the history.
 */
export function useInsightsFilters() {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const topics = useStaffTopicsQuery();
  const values = Object.fromEntries(insightFilterNames.map((name) => [name, params.get(name) ?? ''])) as InsightFilterValues;
  const asked = params.get('view');
  const view: InsightView = insightViews.find((name) => name === asked) ?? 'participation';
  const period: InsightPeriod = params.get('period') === 'week' ? 'week' : 'month';
  const set = (name: InsightFilterName | 'view' | 'period', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const topic = topics.data?.find((item) => String(item.id) === values.topic);
  return { values, view, period, set, topics, topic, ...checkInsightFilters(values, i18n.language) };
}
export type InsightsFilters = ReturnType<typeof useInsightsFilters>;

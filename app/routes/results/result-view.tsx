import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptResult } from '../../../contract/api/survey';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { cn } from '../../../ui/lib/cn';
import { formatDateTime } from '../../../ui/lib/intl-format';
import { LinkButton } from '../../../ui/link-button';
import { RadarChart } from '../../../ui/radar-chart';
import { ResultRow } from '../../../ui/result-row';
import { pages, questionnairePath, toolOfTopic } from '../../shared/paths';
import { matching, radarData, resultValues } from './result-data';
import { ResultHead, resultColumnClass } from './result-layout';
import { usePrintRunningHead } from './use-print-running-head';

export interface ResultViewProps {
  /** The shown attempt first, then up to 4 earlier ones of the same topic (GET /api/survey/attempt/{id}). */
  attempts: readonly AttemptResult[];
  /** Opens the browser's print dialog (where "Save as PDF" is one of the printers). */
  onPrint?: () => void;
}

/**
 * The result of one attempt (docs/product/screens.md, result page): topic, completion date, the radar chart, the
 * previous attempt beside it on request, and a row per sub-topic with level, points and advice.
 */
export function ResultView({ attempts, onPrint = () => window.print() }: ResultViewProps) {
  const { t, i18n } = useTranslation();
  const [current, previous] = attempts;
  const [showPrevious, setShowPrevious] = useState(false);
  const rowsHeadingId = useId();
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const tool = current?.topic.wlb ? t('NAV.TO_WLB') : t('NAV.TO_GENERAL');
  const completedOn = current ? t('RESULT_PAGE.COMPLETED_ON', { date: date(current.completed_at) }) : '';
  usePrintRunningHead(current ? `${t('APP.PROJECT_NAME')} – ${tool} · ${current.topic.name} · ${completedOn}` : '');
  if (!current) return null;
  const withPrevious = showPrevious && !!previous;

  return (
    <section aria-labelledby="page-title" className={cn('result-page', resultColumnClass)}>
      <ResultHead topicName={current.topic.name} completedOn={completedOn} />

      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={onPrint}>
          {t('RESULT_PAGE.PRINT')}
        </Button>
        <LinkButton variant="secondary" href={questionnairePath(toolOfTopic(current.topic), current.topic.pk, { retry: true })}>
          {t('RESULT_PAGE.FILL_AGAIN')}
        </LinkButton>
        <LinkButton variant="ghost" href={pages.history}>
          {t('RESULT_PAGE.HISTORY_LINK')}
        </LinkButton>
      </div>

      {previous ? (
        <div className="print:hidden">
          <Checkbox
            label={t('RESULT_PAGE.SHOW_PREVIOUS', { date: date(previous.completed_at) })}
            checked={showPrevious}
            onChange={(event) => setShowPrevious(event.currentTarget.checked)}
          />
        </div>
      ) : null}
      {withPrevious ? (
        <p className="m-0 hidden text-lg print:block">
          {t('RESULT_PAGE.PREVIOUS_PRINTED', { date: date(previous.completed_at) })}
        </p>
      ) : null}

      <div className="result-chart">
        <h2 className="m-0 mb-3 font-bold font-heading text-2xl">{t('RESULT_PAGE.CHART_HEADING')}</h2>
        <RadarChart data={radarData(current, previous)} showPrevious={withPrevious} />
      </div>

      <section aria-labelledby={rowsHeadingId} className="flex flex-col gap-4">
        <h2 id={rowsHeadingId} className="m-0 font-bold font-heading text-2xl">
          {t('RESULT_PAGE.ROWS_HEADING')}
        </h2>
        <ol className="m-0 flex list-none flex-col gap-4 p-0">
          {current.results.map((result, index) => {
            const before = matching(previous, result.sub_topic.id);
            return (
              <li key={result.sub_topic.id} className="result-row">
                <ResultRow
                  number={index + 1}
                  subTopicName={result.sub_topic.name}
                  levels={result.levels}
                  current={resultValues(result)}
                  recommendation={result.rating.description}
                  previous={before ? resultValues(before) : null}
                  showPrevious={withPrevious}
                />
              </li>
            );
          })}
        </ol>
      </section>
    </section>
  );
}

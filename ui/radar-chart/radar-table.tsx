import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { formatPercent } from '../lib/intl-format';
import type { RadarDatum } from './radar-datum';

export interface RadarTableProps {
  data: readonly RadarDatum[];
  labels: { current: string; previous: string };
  withPrevious: boolean;
  className?: string;
  'aria-hidden'?: boolean;
}

/** The chart's numbers: one row per sub-topic, the current attempt's share and the previous one's. */
export function RadarTable({ data, labels, withPrevious, className, 'aria-hidden': ariaHidden }: RadarTableProps) {
  const { t, i18n } = useTranslation();
  const percent = (value: number) => formatPercent(value, i18n.language);
  return (
    <table aria-hidden={ariaHidden} className={cn('w-full border-collapse text-start text-lg', className)}>
      <caption className="mb-2 text-start font-bold">{t('RESULT.CHART-TABLE-CAPTION')}</caption>
      <thead>
        <tr className="border-b-2 border-border-strong">
          <th scope="col" className="py-2 pe-4 text-start">
            {t('RESULT.AREA')}
          </th>
          <th scope="col" className="py-2 pe-4 text-end">
            {labels.current}
          </th>
          {withPrevious ? (
            <th scope="col" className="py-2 text-end">
              {labels.previous}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {data.map((d, index) => (
          <tr key={`${index}-${d.name}`} className="border-b border-border">
            <th scope="row" className="py-2 pe-4 text-start font-normal">
              {d.name}
            </th>
            <td className="py-2 pe-4 text-end tabular-nums">{percent(d.current)}</td>
            {withPrevious ? (
              <td className="py-2 text-end tabular-nums">{d.previous == null ? t('RESULT.NO-VALUE') : percent(d.previous)}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

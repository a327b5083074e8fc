import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { formatOneDecimal } from '../lib/intl-format';

export interface ResultValues {
  /** Sum of the question shares of the sub-topic (docs/product/choices.md). */
  actualPoints: number;
  /** Number of evaluated questions. */
  totalPoints: number;
  /** Rating level, 1 to `levels`. */
  level: number;
  levelTitle: string;
}

export interface ResultRowProps {
  /** The row's number on the result page. */
  number: number;
  subTopicName: string;
  /** How many rating levels the sub-topic has (n). */
  levels: number;
  current: ResultValues;
  /** The recommendation for the current level. */
  recommendation: string;
  previous?: ResultValues | null;
  /** The result page's toggle: shows the previous attempt's values beside the current ones. */
  showPrevious?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** One sub-topic of the result page: level, points (one decimal), level title and what to do next. */
export function ResultRow({
  number,
  subTopicName,
  levels,
  current,
  recommendation,
  previous,
  showPrevious = false,
  headingLevel = 3,
}: ResultRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const withPrevious = showPrevious && previous != null;

  return (
    <article aria-labelledby={headingId} className="rounded-card border-2 border-border bg-surface p-4 desktop:p-6">
      <Heading id={headingId} className="break-words font-heading text-xl font-bold leading-snug">
        <span>{number}.</span> {subTopicName}
      </Heading>
      <div className="mt-3 flex flex-col gap-4 desktop:flex-row desktop:gap-8">
        <Values values={current} levels={levels} className="flex-1" />
        {withPrevious ? (
          <Values
            values={previous}
            levels={levels}
            label={t('RESULT.PREVIOUS')}
            className="flex-1 border-s-4 border-dashed border-border-strong ps-4"
          />
        ) : null}
      </div>
      <p className="mt-4 text-lg font-bold">{t('RESULT.RECOMMENDATION')}</p>
      <p className="mt-1 text-lg">{recommendation}</p>
    </article>
  );
}

function Values({
  values,
  levels,
  label,
  className,
}: {
  values: ResultValues;
  levels: number;
  label?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const points = t('RESULT.POINTS-VALUE', {
    actual: formatOneDecimal(values.actualPoints, i18n.language),
    total: formatOneDecimal(values.totalPoints, i18n.language),
  });
  return (
    <div className={cn('text-lg', className)}>
      {label ? <p className="font-bold">{label}</p> : null}
      <p className="flex flex-wrap items-center gap-x-3">
        <LevelDots level={values.level} levels={levels} />
        <span>{t('RESULT.LEVEL', { level: values.level, levels })}</span>
      </p>
      <p className="text-xl font-bold">{values.levelTitle}</p>
      <p>
        {t('RESULT.POINTS')}: <span className="tabular-nums">{points}</span>
      </p>
    </div>
  );
}

/**
 * Level points 1..n as filled and hollow circles (decorative: the text says the same). SVG fills, not
 * backgrounds: printers drop backgrounds by default, and the levels must differ on paper too.
 */
function LevelDots({ level, levels }: { level: number; levels: number }) {
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${levels * 22} 20`} className="h-5 shrink-0" style={{ width: `${levels * 1.375}rem` }}>
      {Array.from({ length: levels }, (_, index) => (
        <circle
          key={index}
          data-level-dot={index < level ? 'filled' : 'hollow'}
          cx={index * 22 + 10}
          cy={10}
          r={8}
          strokeWidth={2.5}
          className={cn('stroke-accent', index < level ? 'fill-accent' : 'fill-none')}
        />
      ))}
    </svg>
  );
}

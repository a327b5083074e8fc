import {
  type LineGeometry,
  type LineLayout,
  type LineSeries,
  isolated,
  lineGeometry,
  markerPath,
  seriesPath,
  styleOf,
} from './line-geometry';

export interface LineSvgProps {
  layout: LineLayout;
  periods: readonly string[];
  series: readonly LineSeries[];
  formatValue: (value: number) => string;
  patternId: string;
  className?: string;
}

/**
 * The lines on a y scale from 0, with horizontal grid lines, every n-th period labelled. A period where any
 * series is suppressed gets a hatched band; the suppressed series has a gap there and, where there is room, a
 * hollow marker of its shape at the top of the band, never a point at 0.
 */
export function LineSvg({ layout, periods, series, formatValue, patternId, className }: LineSvgProps) {
  const { width, height, fontSize } = layout;
  const geometry = lineGeometry(layout, periods, series, formatValue);
  const suppressed = periods.map((_, period) => series.flatMap((s, index) => (s.values[period] === null ? [index] : [])));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" className={className} fontSize={fontSize}>
      <SuppressedBands geometry={geometry} suppressed={suppressed} patternId={patternId} />
      <Axes geometry={geometry} periods={periods} fontSize={fontSize} formatValue={formatValue} />
      {series.map((s, index) => (
        <SeriesLine
          key={`${index}-${s.label}`}
          values={s.values}
          index={index}
          geometry={geometry}
          suppressed={suppressed}
          withMarkers={geometry.step >= layout.markerSpacing}
        />
      ))}
    </svg>
  );
}

function SuppressedBands({
  geometry,
  suppressed,
  patternId,
}: {
  geometry: LineGeometry;
  suppressed: number[][];
  patternId: string;
}) {
  const { x, step, plot } = geometry;
  const bandWidth = Math.max(step, 6);
  return (
    <g data-bands>
      {suppressed.map((indexes, period) =>
        indexes.length > 0 ? (
          <rect
            key={period}
            x={x(period) - bandWidth / 2}
            y={plot.top}
            width={bandWidth}
            height={plot.bottom - plot.top}
            fill={`url(#${patternId})`}
            opacity={0.5}
            data-suppressed-period={period}
          />
        ) : null,
      )}
    </g>
  );
}

interface AxesProps {
  geometry: LineGeometry;
  periods: readonly string[];
  fontSize: number;
  formatValue: (value: number) => string;
}

function Axes({ geometry, periods, fontSize, formatValue }: AxesProps) {
  const { x, y, plot, yTicks, labelEvery } = geometry;
  return (
    <>
      <g className="fill-text-muted">
        {yTicks.map((tick) => (
          <g key={tick}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeWidth={tick === 0 ? 2 : 1}
            />
            <text x={plot.left - 8} y={y(tick)} dy="0.35em" textAnchor="end" className="tabular-nums">
              {formatValue(tick)}
            </text>
          </g>
        ))}
      </g>
      <g className="fill-text">
        {periods.map((period, index) =>
          index % labelEvery === 0 ? (
            <text key={`${index}-${period}`} x={x(index)} y={plot.bottom + fontSize * 1.5} textAnchor="middle">
              {period}
            </text>
          ) : null,
        )}
      </g>
    </>
  );
}

interface SeriesLineProps {
  values: readonly (number | null)[];
  index: number;
  geometry: LineGeometry;
  /** Per period, the indexes of the series suppressed there (their hollow markers stack in that order). */
  suppressed: number[][];
  withMarkers: boolean;
}

function SeriesLine({ values, index, geometry, suppressed, withMarkers }: SeriesLineProps) {
  const { x, y, step, plot } = geometry;
  const style = styleOf(index);
  const markerArea = Math.min(90, step * step * 0.6);
  return (
    <g data-series={index}>
      <path
        d={seriesPath(values, geometry)}
        className={`fill-none ${style.stroke}`}
        strokeWidth={3}
        strokeDasharray={style.dash}
        strokeLinecap={style.dash === '2 5' ? 'round' : 'butt'}
      />
      {values.map((value, period) => {
        if (value === null) {
          if (!withMarkers) return null;
          const top = plot.top + 10 + (suppressed[period]?.indexOf(index) ?? 0) * 18;
          return (
            <path
              key={period}
              d={markerPath(style.shape, markerArea)}
              transform={`translate(${x(period)} ${top})`}
              className={`fill-surface ${style.stroke}`}
              strokeWidth={2}
              data-suppressed-marker
            />
          );
        }
        if (!withMarkers && !isolated(values, period)) return null;
        return (
          <path
            key={period}
            d={markerPath(style.shape, Math.max(markerArea, 40))}
            transform={`translate(${x(period)} ${y(value)})`}
            className={`${style.fill} stroke-surface`}
            strokeWidth={1.5}
          />
        );
      })}
    </g>
  );
}

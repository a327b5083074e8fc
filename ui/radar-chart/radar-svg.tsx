import {
  axisAngle,
  labelPlacement,
  radarAreaPath,
  radarLinePath,
  radarPoints,
  ringPath,
  toXY,
  wrapLabel,
} from './radar-geometry';

export interface RadarSvgLayout {
  width: number;
  height: number;
  radius: number;
  fontSize: number;
  /** Characters per label line; 0 shows the axis number instead of the name. */
  wrapAt: number;
  showTicks: boolean;
}

/** Wide containers: names at the axes. Narrow ones (a 320 px phone): numbers, with the names listed below. */
export const wideLayout: RadarSvgLayout = { width: 660, height: 520, radius: 150, fontSize: 18, wrapAt: 16, showTicks: true };
export const narrowLayout: RadarSvgLayout = { width: 320, height: 320, radius: 122, fontSize: 24, wrapAt: 0, showTicks: false };

export interface RadarSvgProps {
  layout: RadarSvgLayout;
  names: readonly string[];
  current: readonly number[];
  /** The previous attempt, drawn dashed with square markers; null hides it. */
  previous: readonly number[] | null;
  label: string;
  className?: string;
  tickLabel: (percent: number) => string;
}

const rings = [25, 50, 75, 100];

export function RadarSvg({ layout, names, current, previous, label, className, tickLabel }: RadarSvgProps) {
  const { width, height, radius, fontSize, wrapAt, showTicks } = layout;
  const count = names.length;
  const lineHeight = fontSize * 1.2;
  const currentPoints = radarPoints(current, radius);
  const previousPoints = previous ? radarPoints(previous, radius) : null;

  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className={className}>
      <g transform={`translate(${width / 2} ${height / 2})`}>
        <g className="fill-none stroke-border" strokeWidth={1}>
          {rings.map((percent) => (
            <path key={percent} d={ringPath(percent, count, radius)} />
          ))}
          {names.map((name, index) => {
            const end = toXY({ angle: axisAngle(index, count), radius });
            return <line key={name + String(index)} x1={0} y1={0} x2={end.x} y2={end.y} />;
          })}
        </g>
        {previousPoints ? (
          <g data-series="previous">
            <path
              d={radarLinePath(previousPoints)}
              className="fill-none stroke-text-muted"
              strokeWidth={3}
              strokeDasharray="9 6"
            />
            {previousPoints.map((point, index) => {
              const { x, y } = toXY(point);
              return (
                <rect
                  key={names[index] ?? index}
                  x={x - 5}
                  y={y - 5}
                  width={10}
                  height={10}
                  className="fill-surface stroke-text-muted"
                  strokeWidth={2.5}
                />
              );
            })}
          </g>
        ) : null}

        <g data-series="current">
          <path d={radarAreaPath(currentPoints)} className="fill-accent stroke-none" fillOpacity={0.18} />
          <path d={radarLinePath(currentPoints)} className="fill-none stroke-accent" strokeWidth={3.5} />
          {currentPoints.map((point, index) => {
            const { x, y } = toXY(point);
            return <circle key={names[index] ?? index} cx={x} cy={y} r={6} className="fill-accent" />;
          })}
        </g>

        {showTicks ? <RingLabels count={count} radius={radius} fontSize={fontSize} tickLabel={tickLabel} /> : null}

        <g className="fill-text" fontSize={fontSize}>
          {names.map((name, index) => {
            const angle = axisAngle(index, count);
            const at = toXY({ angle, radius: radius + fontSize * 0.8 });
            const lines = wrapAt > 0 ? wrapLabel(name, wrapAt) : [String(index + 1)];
            const { anchor, firstDy } = labelPlacement(angle, lines.length, lineHeight, fontSize);
            return (
              <text
                key={name + String(index)}
                x={at.x}
                y={at.y + firstDy}
                textAnchor={anchor}
                fontWeight={wrapAt > 0 ? 400 : 700}
              >
                {lines.map((line, lineIndex) => (
                  <tspan key={`${lineIndex}-${line}`} x={at.x} dy={lineIndex === 0 ? 0 : lineHeight}>
                    {line}
                  </tspan>
                ))}
              </text>
            );
          })}
        </g>
      </g>
    </svg>
  );
}

/**
 * The rings' percentages along the bisector of the first two axes, where no series point sits, drawn above
 * the series with a halo of the page colour (stroke painted under the fill), so a line that crosses them,
 * the current or the previous attempt's, does not run through the digits.
 */
function RingLabels({ count, radius, fontSize, tickLabel }: Pick<RadarSvgProps, 'tickLabel'> & RingLabelsLayout) {
  return (
    <g data-ring-labels>
      {rings.map((percent) => {
        const at = toXY({ angle: Math.PI / Math.max(count, 2), radius: (percent / 100) * radius });
        return (
          <text
            key={percent}
            x={at.x + 4}
            y={at.y - 4}
            className="fill-text-muted stroke-page"
            fontSize={fontSize * 0.72}
            paintOrder="stroke"
            strokeWidth={5}
            strokeLinejoin="round"
          >
            {tickLabel(percent)}
          </text>
        );
      })}
    </g>
  );
}

interface RingLabelsLayout {
  count: number;
  radius: number;
  fontSize: number;
}

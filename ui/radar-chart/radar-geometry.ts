import { scaleLinear } from 'd3-scale';
import { areaRadial, curveLinearClosed, lineRadial } from 'd3-shape';

/** One value per axis, in percent (0 to 100). */
export type RadarValues = readonly number[];

export interface RadarPoint {
  angle: number;
  radius: number;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

/** Axis i of n: d3's radial angle, 0 at the top, clockwise. */
export const axisAngle = (index: number, count: number) => (index / count) * 2 * Math.PI;

/** Polar to SVG coordinates around (0, 0), matching d3-shape's radial convention. */
export const toXY = ({ angle, radius }: RadarPoint) => ({ x: Math.sin(angle) * radius, y: -Math.cos(angle) * radius });

export function radarScale(radius: number) {
  return scaleLinear().domain([0, 100]).range([0, radius]);
}

export function radarPoints(values: RadarValues, radius: number): RadarPoint[] {
  const scale = radarScale(radius);
  return values.map((value, index) => ({ angle: axisAngle(index, values.length), radius: scale(clampPercent(value)) }));
}

const line = lineRadial<RadarPoint>()
  .angle((p) => p.angle)
  .radius((p) => p.radius)
  .curve(curveLinearClosed);
const area = areaRadial<RadarPoint>()
  .angle((p) => p.angle)
  .innerRadius(0)
  .outerRadius((p) => p.radius)
  .curve(curveLinearClosed);

export const radarLinePath = (points: RadarPoint[]) => line(points) ?? '';
export const radarAreaPath = (points: RadarPoint[]) => area(points) ?? '';

/** A grid ring at `percent` for n axes: the same polygon as a series with every value equal. */
export const ringPath = (percent: number, count: number, radius: number) =>
  radarLinePath(
    radarPoints(
      Array.from({ length: count }, () => percent),
      radius,
    ),
  );

/**
 * Splits an axis label into lines of at most `maxChars` (SVG text does not wrap). Words longer than a line,
 * such as German compounds, are cut with a hyphen.
 */
export function wrapLabel(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > maxChars) {
      if (current) {
        lines.push(current);
        current = '';
      }
      lines.push(`${rest.slice(0, maxChars - 1)}-`);
      rest = rest.slice(maxChars - 1);
    }
    if (!current) current = rest;
    else if (current.length + 1 + rest.length <= maxChars) current = `${current} ${rest}`;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Where a label's lines go around its axis end: anchored away from the chart, stacked away from the centre. */
export function labelPlacement(angle: number, lineCount: number, lineHeight: number, fontSize: number) {
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const anchor: 'start' | 'middle' | 'end' = Math.abs(sin) < 0.2 ? 'middle' : sin > 0 ? 'start' : 'end';
  const block = (lineCount - 1) * lineHeight;
  // First baseline, relative to the label point.
  const firstDy = cos > 0.3 ? -block : cos < -0.3 ? fontSize : fontSize * 0.35 - block / 2;
  return { anchor, firstDy };
}

/**
 * How the segment of level i (of n, lowest first) is painted: the accent colour from light to full as the level
 * rises, and a texture per level (dots, vertical lines, a grid, horizontal lines; the highest level plain),
 * so neighbouring levels differ in colour, in lightness and without colour, in grey or on paper. Diagonal
 * hatching is kept for "fewer than k".
 */
export function segmentOpacity(index: number, count: number): number {
  return count <= 1 ? 1 : Math.round((20 + (80 * index) / (count - 1)) * 10) / 1000;
}

const textures = ['dots', 'vertical', 'grid', 'horizontal'] as const;
type Texture = (typeof textures)[number] | 'plain';

export function segmentTexture(index: number, count: number): Texture {
  return index === count - 1 ? 'plain' : textures[index % textures.length]!;
}

/** The texture's pattern: drawn in the accent colour on light fills, in the surface colour on dark ones. */
export function TexturePattern({ id, texture, onDark }: { id: string; texture: Texture; onDark: boolean }) {
  const ink = onDark ? 'fill-surface stroke-surface' : 'fill-accent stroke-accent';
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={8} height={8}>
      {texture === 'dots' ? <circle cx={4} cy={4} r={1.6} className={ink} strokeWidth={0} /> : null}
      {texture === 'vertical' || texture === 'grid' ? (
        <line x1={4} y1={0} x2={4} y2={8} className={ink} strokeWidth={1.5} />
      ) : null}
      {texture === 'horizontal' || texture === 'grid' ? (
        <line x1={0} y1={4} x2={8} y2={4} className={ink} strokeWidth={1.5} />
      ) : null}
    </pattern>
  );
}

export interface SegmentFillProps {
  index: number;
  count: number;
  /** The id prefix of this chart's texture patterns (`${prefix}-${index}`). */
  patternPrefix: string;
  className?: string;
}

/** A segment's fill: the accent at the level's lightness, its texture on top, and an accent outline. */
export function SegmentFill({ index, count, patternPrefix, className }: SegmentFillProps) {
  const plain = segmentTexture(index, count) === 'plain';
  return (
    <svg aria-hidden="true" focusable="false" className={className} data-level={index + 1}>
      <rect width="100%" height="100%" className="fill-surface" />
      <rect width="100%" height="100%" className="fill-accent" fillOpacity={segmentOpacity(index, count)} />
      {plain ? null : <rect width="100%" height="100%" fill={`url(#${patternPrefix}-${index})`} />}
      <rect width="100%" height="100%" className="fill-none stroke-accent" strokeWidth={2} />
    </svg>
  );
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The bundled EU emblem follows the emblem's graphic standards (scripts/eu-emblem.mjs draws it). */
const svg = fs.readFileSync(path.resolve(import.meta.dirname, '../../app/assets/illustrations/eu-emblem.svg'), 'utf8');
const numbers = (text: string) => text.split(/[\s,]+/).map(Number);

describe('the EU emblem', () => {
  const [, , width, height] = numbers(/viewBox="([^"]+)"/.exec(svg)![1]!) as [number, number, number, number];

  it('is a 3:2 Reflex Blue rectangle', () => {
    expect(width / height).toBeCloseTo(1.5, 6);
    expect(svg).toMatch(new RegExp(`<rect width="${width}" height="${height}" fill="#003399"/>`));
  });

  it('has 12 upright gold stars of radius 1/18 of the height', () => {
    const points = numbers(/<polygon id="star" points="([^"]+)" fill="#FFCC00"\/>/.exec(svg)![1]!);
    const corners = Array.from({ length: points.length / 2 }, (_, i) => [points[2 * i]!, points[2 * i + 1]!] as const);
    expect(corners).toHaveLength(10);
    const outer = corners.filter((_, i) => i % 2 === 0);
    for (const [x, y] of outer) expect(Math.hypot(x, y)).toBeCloseTo(height / 18, 2);
    // One point straight up.
    expect(outer[0]![0]).toBeCloseTo(0, 3);
    expect(outer[0]![1]).toBeCloseTo(-height / 18, 3);
  });

  it('places the stars like the hours of a clock on a circle of radius 1/3 of the height', () => {
    const centres = [...svg.matchAll(/<use href="#star" x="([\d.]+)" y="([\d.]+)"\/>/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(centres).toHaveLength(12);
    centres.forEach(([x, y], hour) => {
      expect(Math.hypot(x! - width / 2, y! - height / 2)).toBeCloseTo(height / 3, 2);
      const angle = (Math.atan2(x! - width / 2, -(y! - height / 2)) * 180) / Math.PI;
      expect((angle + 360) % 360).toBeCloseTo(hour * 30, 1);
    });
  });
});

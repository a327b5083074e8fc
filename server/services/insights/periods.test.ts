import { expect, it } from 'vitest';
import { periodsBetween } from './periods';

it('lists every month and every Monday week between two, the empty ones included', () => {
  expect(periodsBetween('2025-11-01', '2026-02-01', 'month')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
  expect(periodsBetween('2026-02-23', '2026-03-09', 'week')).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
  expect(periodsBetween('2026-03-09', '2026-03-09', 'week')).toEqual(['2026-03-09']);
});

import type { UnitSet } from './units';
import { writeXliff12 } from './xliff-12-write';
import { writeXliff20 } from './xliff-20-write';

export { readXliff } from './xliff-read';

/** XLIFF 2.0 (the default for current CAT tools) or 1.2 (for older ones and translate-toolkit). */
export function writeXliff(set: UnitSet, version: '2.0' | '1.2'): string {
  return version === '2.0' ? writeXliff20(set) : writeXliff12(set);
}

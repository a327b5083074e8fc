import type { TranslationUnit } from './units';
import { escapeXml } from './xml-text';

/** The notes a translator reads beside a unit: where the text appears, its limit, the English it was translated from. */
export function unitNotes(unit: TranslationUnit): { category: string; text: string }[] {
  const notes = [
    { category: 'location', text: `Where it appears: ${unit.where}.` },
    { category: 'length', text: lengthNote(unit.maxLength) },
  ];
  const codes = unit.source.match(/\{\{[^}]*\}\}|<[^>]*>/g);
  if (codes) {
    notes.push({
      category: 'placeholders',
      text: `Codes to keep exactly as they are (the product puts a value or a link in their place): ${[...new Set(codes)].join(' ')}`,
    });
  }
  const earlier = earlierVersion(unit);
  if (earlier) {
    notes.push({
      category: 'previous-source',
      text: `Needs review: the English changed after this translation was made. The English it was translated from: “${earlier.source}”`,
    });
  }
  return notes;
}

const lengthNote = (maxLength: number) => `At most ${maxLength} characters (letters, spaces and signs, counted as written).`;

/** For a stale unit: the English it was translated from and that translation, which both formats carry. */
export function earlierVersion(unit: TranslationUnit): { source: string; target: string } | undefined {
  if (unit.state !== 'needs-review' || unit.previousSource === undefined || unit.target === undefined) return undefined;
  return { source: unit.previousSource, target: unit.target };
}

/** The earlier English and its translation as XLIFF `<source>` and `<target>` (the same in 1.2 and 2.0). */
export function earlierPairXml(unit: TranslationUnit): string | undefined {
  const earlier = earlierVersion(unit);
  return earlier && `<source>${escapeXml(earlier.source)}</source><target>${escapeXml(earlier.target)}</target>`;
}

import type { LanguageCode } from '../../../contract/languages';
import type { TargetLanguage, TranslationUnit, UnitSet } from './units';

export interface LanguageCounts {
  language: TargetLanguage;
  total: number;
  missing: number;
  sameAsEnglish: number;
  needsReview: number;
}

export interface OverviewUnit {
  id: string;
  key: string;
  where: string;
  source: string | undefined;
  target: string | undefined;
  missing: boolean;
  sameAsEnglish: boolean;
  needsReview: boolean;
  /** Recorded changes of the text in the target language (its history). */
  changes: number;
  /** When the text last changed in the target language (ISO 8601). */
  lastChanged?: string;
}

export interface Overview {
  counts: LanguageCounts[];
  units: OverviewUnit[];
}

const flags = (unit: TranslationUnit) => ({
  missing: !unit.target,
  sameAsEnglish: !!unit.target && unit.target === unit.source,
  needsReview: unit.state === 'needs-review',
});

/**
 * The reviewer's view from every target language's units: counts per language, and the units of
 * `target` beside their text in `source` (English or another translation).
 */
export function reviewOverview(
  sets: readonly UnitSet[],
  source: LanguageCode,
  target: TargetLanguage,
  changes: ReadonlyMap<string, { changes: number; last: Date }> = new Map(),
): Overview {
  const counts = sets.map((set) => {
    const all = set.units.map(flags);
    return {
      language: set.language,
      total: all.length,
      missing: all.filter((f) => f.missing).length,
      sameAsEnglish: all.filter((f) => f.sameAsEnglish).length,
      needsReview: all.filter((f) => f.needsReview).length,
    };
  });
  const sourceTexts = new Map(sets.find((set) => set.language === source)?.units.map((u) => [u.id, u.target]));
  const units = (sets.find((set) => set.language === target)?.units ?? []).map((unit) => {
    const history = changes.get(unit.id);
    return {
      id: unit.id,
      key: unit.key,
      where: unit.where,
      source: source === 'en' ? unit.source : sourceTexts.get(unit.id),
      target: unit.target,
      ...flags(unit),
      changes: history?.changes ?? 0,
      ...(history ? { lastChanged: history.last.toISOString() } : {}),
    };
  });
  return { counts, units };
}

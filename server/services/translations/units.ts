import type { LanguageCode } from '../../../contract/languages';

/**
 * One translatable text: `id` is stable (the XLIFF unit id), `key` reads well (the CSV key column
 * and the XLIFF unit name), `where` tells a translator where the text appears, `source` is the English.
 */
export interface TranslationUnit {
  id: string;
  key: string;
  where: string;
  source: string;
  /** The current translation; undefined when the text falls back to English. */
  target: string | undefined;
  state: UnitState;
  /** The most characters the translation may have (docs/translations.md, "Notes and length limits"). */
  maxLength: number;
  /** For a unit that needs review: the English the translation was made from, when the history knows it. */
  previousSource?: string;
}

/** new: no translation yet; needs-review: the English changed after the translation was made. */
export const unitStates = ['new', 'translated', 'needs-review', 'reviewed'] as const;
export type UnitState = (typeof unitStates)[number];

/** Questionnaire texts live in the database; interface strings in locales/<lng>/translation.json. */
export type UnitKind = 'content' | 'interface';

export type TargetLanguage = Exclude<LanguageCode, 'en'>;

export interface UnitSet {
  kind: UnitKind;
  language: TargetLanguage;
  units: TranslationUnit[];
}

/** The XLIFF file id (and the CSV's first header) that says which project and which texts a file holds. */
export const fileIds: Record<UnitKind, string> = {
  content: 'skills55-questionnaire',
  interface: 'skills55-interface',
};

export function unitState(target: string | undefined, stored: string | undefined): UnitState {
  if (target === undefined || target === '') return 'new';
  if (stored === 'needs-review' || stored === 'reviewed') return stored;
  return 'translated';
}

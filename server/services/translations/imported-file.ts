import type { TargetLanguage, UnitKind, UnitState } from './units';

/** One unit as a translator's file brings it back. */
export interface ImportedUnit {
  /** The unit id (XLIFF) or key (CSV) as written in the file. */
  ref: string;
  source: string;
  /**
   * Undefined when the file left the unit untranslated; not a string when it holds markup other than our inline
   * codes (an `UnknownMarkup` naming the element).
   */
  target: unknown;
  /** The state the file gives, when it gives one we know. */
  state: UnitState | undefined;
}

export type FileFormat = 'xliff-2.0' | 'xliff-1.2' | 'csv';

export interface ImportedFile {
  format: FileFormat;
  kind: UnitKind;
  language: TargetLanguage;
  units: ImportedUnit[];
}

/** Why a whole file is refused: its `reason` is the sentence staff read, `detail` names what was found. */
export type FileRefusalReason = 'broken' | 'not-ours' | 'wrong-language' | 'empty';

export class FileRefusal extends Error {
  override name = 'FileRefusal';
  constructor(
    readonly reason: FileRefusalReason,
    readonly detail: string,
  ) {
    super(detail);
  }
}

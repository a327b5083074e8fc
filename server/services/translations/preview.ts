import { createHash } from 'node:crypto';
import { type FileFormat, FileRefusal, type ImportedFile, type ImportedUnit } from './imported-file';
import { checkTranslation, type PlaceholderProblem, placeholderProblem, type RefusalReason } from './unit-checks';
import type { TargetLanguage, TranslationUnit, UnitKind, UnitSet } from './units';

/** A unit the import would change (its text, or only its state to "reviewed"), or refuses. */
export interface PreviewEntry {
  id: string;
  key: string;
  where: string;
  source: string;
  before: string | undefined;
  after: string;
  reviewed: boolean;
  reason?: RefusalReason;
  /** For the reason `placeholders`: which one the translation lost, changed or added. */
  placeholder?: PlaceholderProblem;
}

export interface ImportPreview {
  kind: UnitKind;
  language: TargetLanguage;
  format: FileFormat;
  changed: PreviewEntry[];
  unchanged: number;
  refused: PreviewEntry[];
  /** Names exactly the changes: a confirmation carries it, and is refused when the texts moved meanwhile. */
  digest: string;
}

/** Compares the file with the current texts; applies nothing. A file without a single text is refused as empty. */
export function previewImport(current: UnitSet, file: ImportedFile): ImportPreview {
  if (!file.units.length) throw new FileRefusal('empty', 'The file holds no texts: only a header, or no units.');
  const byRef = new Map(current.units.flatMap((u) => [[u.id, u] as const, [u.key, u] as const]));
  const seen = new Map<string, number>();
  for (const u of file.units) seen.set(u.ref, (seen.get(u.ref) ?? 0) + 1);
  const changed: PreviewEntry[] = [];
  const refused: PreviewEntry[] = [];
  let unchanged = 0;
  // Interface strings live in files without states: "reviewed" means nothing there.
  const keepsStates = current.kind === 'content';
  for (const imported of file.units) {
    const unit = byRef.get(imported.ref);
    const state = keepsStates ? imported.state : undefined;
    const outcome = judge(unit, { ...imported, state }, current.language, seen.get(imported.ref) ?? 0);
    if (outcome === 'unchanged') unchanged++;
    else if (outcome.reason) refused.push(outcome);
    else changed.push(outcome);
  }
  return {
    kind: file.kind,
    language: file.language,
    format: file.format,
    changed,
    unchanged,
    refused,
    digest: digestOf(changed),
  };
}

function judge(unit: TranslationUnit | undefined, imported: ImportedUnit, language: TargetLanguage, copies: number) {
  const entry = (reason?: RefusalReason): PreviewEntry => ({
    id: unit?.id ?? imported.ref,
    key: unit?.key ?? imported.ref,
    where: unit?.where ?? '',
    source: imported.source,
    before: unit?.target,
    after: typeof imported.target === 'string' ? imported.target.normalize('NFC') : '',
    reviewed: imported.state === 'reviewed',
    ...(reason ? { reason } : {}),
  });
  if (!unit) return entry('unknown-id');
  if (copies > 1) return entry('duplicate');
  if (imported.target === undefined || imported.target === '') return unit.target ? entry('empty') : 'unchanged';
  if (typeof imported.target !== 'string') return entry('inline-codes');
  if (imported.source !== unit.source) return entry('source-changed');
  const proposed = entry();
  const markReviewed = proposed.reviewed && unit.state !== 'reviewed';
  if (proposed.after === unit.target && !markReviewed) return 'unchanged';
  const reason = checkTranslation(unit, language, proposed.after);
  if (reason === 'placeholders') return { ...entry(reason), placeholder: placeholderProblem(unit.source, proposed.after) };
  return reason ? entry(reason) : proposed;
}

function digestOf(changed: readonly PreviewEntry[]): string {
  const hash = createHash('sha256');
  for (const c of changed) hash.update(`${c.id}\u0000${c.before ?? ''}\u0000${c.after}\u0000${c.reviewed}\u0001`);
  return hash.digest('hex').slice(0, 32);
}

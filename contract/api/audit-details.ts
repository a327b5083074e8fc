import type { AuditAction } from './audit';

/** A field's value before and after a change (absent before: it was added). */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
}

/** The export's filters as the entry keeps them (absent: not narrowed). */
export interface AuditFilters {
  topic: number;
  language: string;
  country?: string;
  time_from?: string;
  time_to?: string;
}

export interface BackupFacts {
  tables: number;
  rows: number;
  migration_level: string;
}

/**
 * What each action's entry holds in `details`: ids, fields before and after, languages, filters and counts.
 * Never a respondent's personal data or answer text, never a password or token (docs/operations.md "Audit
 * trail").
 */
export interface AuditDetails {
  'question.create': { question: number; type: string; sub_topic: number; changes: Record<string, FieldChange> };
  /** With `replaces` and `version` when the change made a new version (docs/content.md "Versions of a question"). */
  'question.update': {
    question: number;
    type: string;
    sub_topic: number;
    changes: Record<string, FieldChange>;
    replaces?: number;
    version?: number;
  };
  'question.delete': { question: number; type: string; sub_topic: number; text_en: string };
  'subtopic.create': { sub_topic: number; topic: number; name: string };
  'subtopic.delete': { sub_topic: number; topic: number; name: string; questions_hidden: number };
  'translation.revert': { change: number; unit: string; language: string; before: string | null; after: string | null };
  'translation.import': {
    language: string;
    format: string;
    changed: number;
    reviewed: number;
    unchanged: number;
    refused: number;
    units: string[];
    /** More changed units than `units` lists. */
    units_left_out?: number;
    /** The first and last entry of the texts' history the import wrote, which undoing it puts back. */
    changes?: [number, number];
    /** The states of changed texts before the import (texts without one were "translated" or "new"). */
    states_before?: Record<string, 'needs-review' | 'reviewed'>;
  };
  'translation.undo-import': {
    /** The import's entry. */
    import: number;
    language: string;
    put_back: number;
    /** Texts that changed again after the import and kept their newer wording. */
    kept: string[];
    units: string[];
    units_left_out?: number;
  };
  'export.csv': AuditFilters & { rows: number };
  'export.codebook': { topic: number; language: string };
  'export.package': AuditFilters & { all_topics: boolean; coarsen: boolean; k?: number; free_text: boolean; attempts: number };
  'staff.create': { account: number; email: string; created: boolean; password: 'given' | 'generated' | 'kept' };
  'backup.create': BackupFacts & { file?: string; bytes?: number };
  'backup.restore': BackupFacts & { file: string; made_at: string; product_version: string; replaced: boolean };
  'database.move': BackupFacts & { from: 'embedded' };
  'audit.retention': { deleted: number; older_than: string };
}

export type AuditDetailsOf<A extends AuditAction> = AuditDetails[A];

import { neutralise } from '../csv';
import type { Cell, Field, Row } from './field';

/**
 * The package's CSV dialect, the Frictionless defaults R and pandas expect: UTF-8 without a byte-order
 * mark, `,` between cells, `.` as the decimal point, `"` quotes; booleans as 1 and 0 (valid Table Schema
 * booleans that SPSS reads as numbers); an empty cell is missing. Text that a spreadsheet would run as a
 * formula is neutralised as in the semicolon CSV; our own random ids (attempt, respondent) are left as they are.
 */
export const lineTerminator = '\n';
const idColumns = new Set(['attempt', 'respondent']);

/** SPSS and PSPP cut a case at every line end, even inside quotes: their copy has line breaks as spaces. */
export interface CsvOptions {
  oneLine?: boolean;
}

export function researchCell(value: Cell, column: string, options: CsvOptions = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value * 1e6) / 1e6) : '';
  const raw = options.oneLine ? value.replace(/\r\n|\r|\n/g, ' ') : value;
  const text = idColumns.has(column) ? raw : neutralise(raw);
  return /[,"\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const researchHeader = (fields: readonly Field[]) =>
  fields.map((f) => researchCell(f.name, '')).join(',') + lineTerminator;

export const researchRow = (fields: readonly Field[], row: Row, options: CsvOptions = {}) =>
  fields.map((f) => researchCell(row[f.name] ?? null, f.name, options)).join(',') + lineTerminator;

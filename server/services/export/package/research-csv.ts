import { csvLine, neutralise } from '../csv';
import type { Cell, Field, Row } from './field';

/**
 * The package's CSV dialect, the Frictionless defaults R and pandas expect: UTF-8 without a byte-order
 * mark, `,` between cells, `.` as the decimal point, `"` quotes; booleans as 1 and 0 (valid Table Schema
 * booleans that SPSS reads as numbers); an empty cell is missing. Free text is marked so that no
 * spreadsheet runs it as a formula and every loader can undo the mark (see `mark`); our own random ids
 * (attempt, respondent) are left as they are.
 */
export const lineTerminator = '\n';
const idColumns = new Set(['attempt', 'respondent']);

/**
 * The reversible mark of a free text: one `'` in front of a text that begins with `=`, `+`, `-`, `@`, tab or
 * carriage return (what the semicolon CSV neutralises against formulas) or with `'` itself. So a loader that
 * takes off exactly one leading `'` of a marked column gets back every text as written, `'` included.
 */
export const mark = (text: string) => (text.startsWith("'") ? `'${text}` : neutralise(text));

/** Whether the column's cells carry the mark (`"x-marked": true` in the descriptor): free text, not our ids. */
export const marked = (field: Field) =>
  field.marked ?? (field.type === 'string' && !field.categories?.length && !idColumns.has(field.name));

/** SPSS and PSPP cut a case at every line end, even inside quotes: their copy has line breaks as spaces. */
export interface CsvOptions {
  oneLine?: boolean;
}

/** A cell's text before quoting: `marked` says whether a text gets the mark (by default every text but the ids). */
function cellText(value: Cell, column: string, options: CsvOptions & { marked?: boolean }): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value * 1e6) / 1e6) : '';
  const raw = options.oneLine ? value.replace(/\r\n|\r|\n/g, ' ') : value;
  return (options.marked ?? !idColumns.has(column)) ? mark(raw) : raw;
}

/** A cell as the package writes it, quoted where needed. */
export const researchCell = (value: Cell, column: string, options: CsvOptions & { marked?: boolean } = {}) =>
  csvLine([cellText(value, column, options)], ',');

export const researchHeader = (fields: readonly Field[]) =>
  csvLine(
    fields.map((f) => f.name),
    ',',
    lineTerminator,
  );

export const researchRow = (fields: readonly Field[], row: Row, options: CsvOptions = {}) =>
  csvLine(
    fields.map((f) => cellText(row[f.name] ?? null, f.name, { ...options, marked: marked(f) })),
    ',',
    lineTerminator,
  );

import { saveBlob } from '../lib/save-blob';

/**
 * A figure's value: a number; words shown as they are (e.g. "no alpha: one scored question"); or null, a
 * figure that rests on fewer than k respondents, written "fewer than k" and never drawn as 0.
 */
export type FigureValue = number | string | null;

/** The figures behind a chart, as its table and its CSV file show them. */
export interface FigureTableData {
  /** The header of each value column. */
  columns: string[];
  /** The header of the first column (the rows' labels). */
  rowHeader: string;
  rows: { label: string; values: FigureValue[] }[];
}

/** UTF-8's byte-order mark: a spreadsheet that sees it reads the file as UTF-8, umlauts and Cyrillic intact. */
const bom = '\uFEFF';

/**
 * A text cell quoted as the staff export's semicolon CSV quotes it (docs/decisions/csv.md): in quotes, quotes
 * doubled, when it holds a semicolon, a quote or a line break, or begins or ends with a space (which some
 * readers would trim). Text that begins as a formula would (= + - @, a tab or a carriage return) gets a
 * leading ', as in the staff export, so no spreadsheet runs a label such as an option text.
 */
function textCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number with a decimal comma and at most 6 decimals; a suppressed figure as "<k"; words as they are. */
function valueCell(value: FigureValue, k: number): string {
  if (value === null) return `<${k}`;
  if (typeof value === 'string') return textCell(value);
  return String(Math.round(value * 1e6) / 1e6).replace('.', ',');
}

/**
 * The figure's table as a CSV file's text in the staff export's dialect, which a spreadsheet with Central
 * European settings opens by a double click: a byte-order mark, `;` between cells, decimal commas, CRLF line
 * ends. A suppressed figure is written `<k` (e.g. `<5`), so
 * a reader sees it was withheld rather than missing.
 */
export function figureCsv(table: FigureTableData, k: number): string {
  const lines = [
    [table.rowHeader, ...table.columns].map(textCell),
    ...table.rows.map((row) => [textCell(row.label), ...row.values.map((value) => valueCell(value, k))]),
  ];
  return `${bom}${lines.map((cells) => `${cells.join(';')}\r\n`).join('')}`;
}

/** Saves the CSV's text as a file, the browser's own download. */
export function saveCsvFile(text: string, fileName: string) {
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}

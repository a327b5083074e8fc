import { stringify } from 'csv-stringify/sync';

/**
 * CSV as a Central European spreadsheet opens it (docs/product/choices.md): UTF-8 with a byte-order mark, `;`
 * between cells, decimal commas (R's read.csv2 convention), CRLF between rows. A cell that begins with
 * = + - @, a tab or a carriage return is prefixed with ' so no spreadsheet runs it as a formula.
 */
export const bom = '\uFEFF';
export const separator = ';';

export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * One row of text cells as both CSVs write it, through csv-stringify: a cell in quotes (quotes doubled) when it
 * holds the separator, a quote or a line break, or begins or ends with a space (which some readers would
 * trim); as it is otherwise. `lineEnd` ends the row; without it the row is written bare (one cell alone).
 */
export function csvLine(cells: readonly string[], cellSeparator: string, lineEnd?: string): string {
  return stringify([cells], {
    delimiter: cellSeparator,
    record_delimiter: lineEnd ?? '\n',
    eof: lineEnd !== undefined,
    // A bare \r or \n is quoted whatever ends the row; `\s` is what String.prototype.trim takes off.
    quote_record_delimiter: true,
    quoted_match: [/^\s|\s$/],
  });
}

function cellText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? decimal(value) : neutralise(value);
}

export const csvCell = (value: string | number | null | undefined) => csvLine([cellText(value)], separator);

export const csvRow = (cells: readonly (string | number | null | undefined)[]) => csvLine(cells.map(cellText), separator, '\r\n');

/** At most 6 decimals, with a decimal comma. */
export function decimal(value: number): string {
  return String(Math.round(value * 1e6) / 1e6).replace('.', ',');
}

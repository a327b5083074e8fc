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
 * A cell's text as both CSVs write it: in quotes (quotes doubled) when it holds the separator, a quote or a
 * line break, or begins or ends with a space (which some readers would trim); as it is otherwise.
 */
export function quotedCell(text: string, cellSeparator: string): string {
  const needsQuotes = text.includes(cellSeparator) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return quotedCell(typeof value === 'number' ? decimal(value) : neutralise(value), separator);
}

export const csvRow = (cells: readonly (string | number | null | undefined)[]) => `${cells.map(csvCell).join(separator)}\r\n`;

/** At most 6 decimals, with a decimal comma. */
export function decimal(value: number): string {
  return String(Math.round(value * 1e6) / 1e6).replace('.', ',');
}

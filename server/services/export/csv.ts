/**
 * CSV as a Central European spreadsheet opens it (design.md section 3): UTF-8 with a byte-order mark, `;`
 * between cells, decimal commas (R's read.csv2 convention), CRLF between rows. A cell that begins with
 * = + - @, a tab or a carriage return is prefixed with ' so no spreadsheet runs it as a formula.
 */
export const bom = '\uFEFF';
export const separator = ';';

export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? decimal(value) : neutralise(value);
  return /[;"\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number | null | undefined)[]) => `${cells.map(csvCell).join(separator)}\r\n`;

/** At most 6 decimals, with a decimal comma. */
export function decimal(value: number): string {
  return String(Math.round(value * 1e6) / 1e6).replace('.', ',');
}

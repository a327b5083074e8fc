import { CsvError, parse } from 'csv-parse/sync';
import { FileRefusal } from './imported-file';

const separators = [';', ',', '\t'] as const;

const dialect = {
  bom: true,
  // CRLF from Windows, LF elsewhere, CR from old Macs; the first that fits wins at each line end.
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
};

/**
 * Reads a CSV as spreadsheets save it, through csv-parse: with or without a byte-order mark, `;`, `,` or tab
 * between cells (the one that splits the header into the most cells), CRLF, LF or CR, quoted cells with "" for
 * a quote and line breaks inside. Lines with no text in any cell are left out.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, { ...dialect, delimiter: headerSeparator(text) }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new FileRefusal('broken', `The CSV file cannot be read: ${error.message}`);
    throw error;
  }
}

function headerSeparator(text: string): string {
  const cells = separators.map((delimiter) => headerCells(text, delimiter));
  return separators[cells.indexOf(Math.max(...cells))]!;
}

function headerCells(text: string, delimiter: string): number {
  try {
    const [header] = parse(text, { ...dialect, delimiter, to: 1 }) as string[][];
    return header?.length ?? 0;
  } catch {
    return 0;
  }
}

/**
 * The export puts a ' before a cell that begins with = + - @, a tab or a carriage return (so no spreadsheet runs
 * it as a formula) and before one that begins with ' (so a text that really begins with one keeps it). The import
 * takes off exactly that mark; a ' before anything else is the text's own (docs/translations.md "For a partner
 * with a spreadsheet").
 */
export const protectCell = (value: string) => (value.startsWith("'") ? `'${value}` : value);

/** Undoes protectCell and the export's formula mark, and only them. */
export const unneutralise = (value: string) => (/^'[=+\-@\t\r']/.test(value) ? value.slice(1) : value);

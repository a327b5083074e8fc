/**
 * Reads a CSV as spreadsheets save it: with or without a byte-order mark, `;`, `,` or tab between cells (the
 * header line decides), CRLF or LF, quoted cells with "" for a quote and line breaks inside.
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const separator = guessSeparator(body.split(/\r?\n/, 1)[0] ?? '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((value) => value !== ''));
}

function guessSeparator(header: string): string {
  const counts = [';', ',', '\t'].map((s) => [s, header.split(s).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Undoes the ' that our export puts before = + - @ so no spreadsheet runs a cell as a formula. */
export const unneutralise = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

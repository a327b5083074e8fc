import { execFileSync } from 'node:child_process';

/**
 * Python's csv module, not ours: reads the exported CSV and writes it back as LibreOffice Calc saves a
 * "Text CSV" (`;` between cells, or `,` where the locale's list separator is one, quotes only where a cell needs them, CRLF, UTF-8 with a byte-order mark).
 */
const saveAsCalc = `
import csv, io, json, sys
data = json.loads(sys.stdin.read())
rows = list(csv.reader(io.StringIO(data["csv"].lstrip("\\ufeff"), newline=""), delimiter=";"))
for row in rows[1:]:
    if row and row[0] in data["edits"]:
        row[3] = data["edits"][row[0]]
out = io.StringIO(newline="")
csv.writer(out, delimiter=data["separator"], quotechar='"', quoting=csv.QUOTE_MINIMAL, lineterminator="\\r\\n").writerows(rows)
sys.stdout.write(json.dumps("\\ufeff" + out.getvalue()))
`;

/** The exported CSV with the translation cells of `edits` (key → new text) changed, saved as a spreadsheet would. */
export function editInSpreadsheet(csv: string, edits: Record<string, string>, separator: ';' | ',' = ';'): string {
  const input = JSON.stringify({ csv, edits, separator });
  const output = execFileSync('/usr/bin/python3', ['-c', saveAsCalc], { input, encoding: 'utf8' });
  return JSON.parse(output) as string;
}

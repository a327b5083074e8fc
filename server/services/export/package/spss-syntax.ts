import type { Field } from './field';

/** An SPSS string literal: quotes doubled, kept on one line. */
const quote = (text: string) => `'${text.replace(/[\r\n]+/g, ' ').replaceAll("'", "''")}'`;

/** Input format of a column: numbers as F, text as A wide enough for its longest possible value in UTF-8. */
function format(field: Field): string {
  switch (field.type) {
    case 'integer':
    case 'boolean':
      return 'F8.0';
    case 'number':
      return 'F12.6';
    case 'datetime':
    case 'date':
      return 'A20';
    default: {
      const longest = Math.max(0, ...(field.categories ?? []).map((c) => Buffer.byteLength(String(c.value))));
      if (longest) return `A${Math.max(8, longest)}`;
      return field.name === 'attempt' || field.name === 'respondent' ? 'A64' : 'A4096';
    }
  }
}

/** Lines of at most a few hundred characters: SPSS and PSPP read long commands, but people read the file. */
const block = (command: string, parts: string[]) => (parts.length ? `${command}\n  ${parts.join('\n  /')}.\n` : '');

/**
 * SPSS syntax that reads one CSV of the package (as LimeSurvey ships beside its data): every column with
 * its format, VARIABLE LABELS, VALUE LABELS and MISSING VALUES (an empty text is missing, as an empty
 * number is system-missing), and the date-times as SPSS date-time values. Runs in SPSS and in PSPP.
 */
export function spssSyntax(file: string, fields: readonly Field[]): string {
  const variables = fields.map((f) => `${f.name} ${format(f)}`).join('\n  ');
  const labels = fields.map((f) => `${f.name} ${quote(f.title.slice(0, 250))}`);
  const values = fields
    .filter((f) => f.categories?.length)
    .map(
      (f) =>
        `${f.name}\n    ${f.categories!.map((c) => `${typeof c.value === 'number' ? c.value : quote(c.value)} ${quote(c.label.slice(0, 120))}`).join('\n    ')}`,
    );
  const shortStrings = fields.filter((f) => f.type === 'string' && f.categories?.length).map((f) => f.name);
  const times = fields.filter((f) => f.type === 'datetime');
  return `* Encoding: UTF-8.
* Reads ${file} of the research package (responses.csv with line breaks in texts as spaces, which SPSS and PSPP need) with its variable and value labels.
* Run it from the folder holding the files (in SPSS first: CD 'the folder'.), or with: pspp responses.sps.
SET DECIMAL=DOT.
GET DATA
  /TYPE=TXT
  /FILE='${file}'
  /ENCODING='UTF-8'
  /ARRANGEMENT=DELIMITED
  /DELCASE=LINE
  /FIRSTCASE=2
  /DELIMITERS=","
  /QUALIFIER='"'
  /VARIABLES=
  ${variables}.
${times.map((f) => `NUMERIC ${f.name}_t (DATETIME20).\nCOMPUTE ${f.name}_t = NUMBER(SUBSTR(${f.name}, 1, 10), SDATE10) + NUMBER(SUBSTR(${f.name}, 12, 8), TIME8).\nVARIABLE LABELS ${f.name}_t ${quote(`${f.title} (UTC)`)}.\n`).join('')}${block('VARIABLE LABELS', labels)}${block('VALUE LABELS', values)}${shortStrings.length ? `MISSING VALUES ${shortStrings.join(' ')} ('').\n` : ''}EXECUTE.
`;
}

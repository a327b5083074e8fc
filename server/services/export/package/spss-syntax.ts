import type { Field } from './field';
import { marked } from './research-csv';

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
      return 'A30';
    case 'date':
      return 'A20';
    default: {
      const longest = Math.max(0, ...(field.categories ?? []).map((c) => Buffer.byteLength(String(c.value))));
      if (longest) return `A${Math.max(8, longest)}`;
      return field.name === 'attempt' || field.name === 'respondent' ? 'A64' : 'A4096';
    }
  }
}

type Level = 'NOMINAL' | 'ORDINAL' | 'SCALE';

/** Measurement level: a scale's categories ordinal, other categories, booleans and texts nominal, numbers scale. */
function level(field: Field): Level {
  if (field.categories?.length) return field.ordered ? 'ORDINAL' : 'NOMINAL';
  return field.type === 'integer' || field.type === 'number' ? 'SCALE' : 'NOMINAL';
}

/** Variable names on lines of about 100 characters. */
const names = (list: string[]) =>
  list.reduce((lines, name) => {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + name.length < 100) lines[last] += ` ${name}`;
    else lines.push(name);
    return lines;
  }, [] as string[]);

/** Lines of at most a few hundred characters: SPSS and PSPP read long commands, but people read the file. */
const block = (command: string, parts: string[]) => (parts.length ? `${command}\n  ${parts.join('\n  /')}.\n` : '');

/** The header's description of what is read: a `.dat` is the one-line copy of the `.csv` of the same name. */
function source(file: string) {
  const base = file.replace(/\.[^.]+$/, '');
  const copy = file.endsWith('.dat')
    ? ` (${base}.csv with line breaks in texts as spaces: SPSS and PSPP cut a case at every line end)`
    : '';
  return { base, copy };
}

/**
 * SPSS syntax that reads one table of the package (as LimeSurvey ships beside its data): every column
 * with its format, VARIABLE LABELS, VALUE LABELS, VARIABLE LEVEL and MISSING VALUES (an empty text is
 * missing, as an empty number is system-missing), the mark of free texts taken off, and the date-times
 * as SPSS date-time values with their milliseconds. Runs in SPSS and in PSPP, for any table's fields.
 */
export function spssSyntax(file: string, fields: readonly Field[]): string {
  const { base, copy } = source(file);
  const variables = fields.map((f) => `${f.name} ${format(f)}`).join('\n  ');
  const unmark = fields
    .filter(marked)
    .map((f) => `IF (SUBSTR(${f.name}, 1, 1) = "'") ${f.name} = SUBSTR(${f.name}, 2).\n`)
    .join('');
  const times = fields.filter((f) => f.type === 'datetime');
  const timeSyntax = times
    .map((f) => {
      const title = /\bUTC\b/.test(f.title) ? f.title : `${f.title} (UTC)`;
      return `NUMERIC ${f.name}_t (DATETIME24.3).
IF (${f.name} <> '') ${f.name}_t = NUMBER(SUBSTR(${f.name}, 1, 10), SDATE10) + NUMBER(SUBSTR(${f.name}, 12, INDEX(${f.name}, 'Z') - 12), TIME18).
VARIABLE LABELS ${f.name}_t ${quote(title)}.
`;
    })
    .join('');
  const labels = fields.map((f) => `${f.name} ${quote(f.title.slice(0, 250))}`);
  const values = fields
    .filter((f) => f.categories?.length)
    .map(
      (f) =>
        `${f.name}\n    ${f.categories!.map((c) => `${typeof c.value === 'number' ? c.value : quote(c.value)} ${quote(c.label.slice(0, 120))}`).join('\n    ')}`,
    );
  const shortStrings = fields.filter((f) => f.type === 'string' && f.categories?.length).map((f) => f.name);
  const byLevel = new Map<Level, string[]>();
  const add = (name: string, l: Level) => byLevel.set(l, [...(byLevel.get(l) ?? []), name]);
  for (const f of fields) add(f.name, level(f));
  for (const f of times) add(`${f.name}_t`, 'SCALE');
  const levels = [...byLevel].map(([l, list]) => `${names(list).join('\n    ')} (${l})`);
  return `* Encoding: UTF-8.
* Reads ${file} of the research package${copy} with its variable labels, value labels and measurement levels.
* Run it from the folder holding the files (in SPSS first: CD 'the folder'.), or with: pspp ${base}.sps.
* A text that begins with = + - @, an apostrophe, a tab or a carriage return has one apostrophe more in front
* in the file (so that no spreadsheet runs it as a formula): the IF commands below take it off.
* SPSS and PSPP keep no trailing spaces of a text.
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
${unmark}${timeSyntax}${block('VARIABLE LABELS', labels)}${block('VALUE LABELS', values)}${shortStrings.length ? `MISSING VALUES ${shortStrings.join(' ')} ('').\n` : ''}${block('VARIABLE LEVEL', levels)}EXECUTE.
`;
}

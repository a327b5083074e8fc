import { isLanguageCode } from '../../../contract/languages';
import { bom, csvRow } from '../export/csv';
import { parseCsv, protectCell, unneutralise } from './csv-table';
import { FileRefusal, type ImportedFile } from './imported-file';
import { fileIds, type UnitKind, type UnitSet, type UnitState, unitStates } from './units';

/**
 * The spreadsheet form: UTF-8 with a BOM, `;` between cells, CRLF (as Central European spreadsheets open it).
 * The first header names the project's file id, the fourth the language, so a file of another project or
 * language is recognised when it comes back.
 */
export function writeCsv(set: UnitSet): string {
  const header = csvRow([`key (${fileIds[set.kind]})`, 'where', 'en', set.language, 'state', 'max length']);
  const rows = set.units.map((u) =>
    csvRow([u.key, u.where, protectCell(u.source), protectCell(u.target ?? ''), u.state, u.maxLength]),
  );
  return bom + header + rows.join('');
}

export function readCsv(text: string): ImportedFile {
  const [header, ...rows] = parseCsv(text);
  const fileId = /^key \(([\w-]+)\)$/.exec(header?.[0]?.trim() ?? '')?.[1];
  const kind = (Object.keys(fileIds) as UnitKind[]).find((k) => fileIds[k] === fileId);
  if (!header || !kind || header[2]?.trim() !== 'en') {
    throw new FileRefusal(
      'not-ours',
      `The first line is not this project's header (key (${fileIds.content}) or key (${fileIds.interface}), where, en, language, state, max length).`,
    );
  }
  const language = header[3]?.trim();
  if (!isLanguageCode(language) || language === 'en') {
    throw new FileRefusal(
      'wrong-language',
      `The fourth column is "${language ?? ''}", not one of the 9 languages translated from English.`,
    );
  }
  const units = rows.map(([key = '', , source = '', target = '', state = '']) => ({
    ref: key.trim(),
    source: unneutralise(source),
    target: target === '' ? undefined : unneutralise(target),
    state: (unitStates as readonly string[]).includes(state.trim()) ? (state.trim() as UnitState) : undefined,
  }));
  return { format: 'csv', kind, language, units };
}

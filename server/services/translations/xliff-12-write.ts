import { CodeIds } from './code-ids';
import { type Piece, piecesOf } from './inline-codes';
import { earlierPairXml, unitNotes } from './unit-notes';
import { fileIds, type TranslationUnit, type UnitSet } from './units';
import { xliff12State } from './xliff-states';
import { escapeXml, xmlAttributes } from './xml-text';

/**
 * XLIFF 1.2 as its strict schema allows, nothing of our own: `target state` and `approved` for the state,
 * placeholders as `<ph>` and tag pairs as `<bpt>`/`<ept>` holding their text, `maxwidth` in characters, notes, and
 * for a stale unit the earlier English as an `<alt-trans>` of type previous-version (docs/translations.md).
 */
export function writeXliff12(set: UnitSet): string {
  const file = { original: fileIds[set.kind], 'source-language': 'en', 'target-language': set.language, datatype: 'plaintext' };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">',
    ` <file${xmlAttributes(file)}>`,
    '  <body>',
    ...set.units.map(unitXml),
    '  </body>',
    ' </file>',
    '</xliff>',
    '',
  ].join('\n');
}

function unitXml(unit: TranslationUnit): string {
  const { state, approved } = xliff12State(unit.state);
  const attributes = { id: unit.id, resname: unit.key, approved, maxwidth: unit.maxLength, 'size-unit': 'char' };
  const ids = new CodeIds();
  const earlier = earlierPairXml(unit);
  const notes = unitNotes(unit).map((note) => `    <note from="developer">${escapeXml(note.text)}</note>`);
  return [
    `   <trans-unit${xmlAttributes(attributes)}>`,
    `    <source>${content(piecesOf(unit.source), ids)}</source>`,
    `    <target state="${state}">${unit.target === undefined ? '' : content(piecesOf(unit.target), ids)}</target>`,
    ...(earlier ? [`    <alt-trans alttranstype="previous-version">${earlier}</alt-trans>`] : []),
    ...notes,
    '   </trans-unit>',
  ].join('\n');
}

/** A 1.2 code holds its own text; source and target share ids (code-ids.ts). */
function content(pieces: readonly Piece[], ids: CodeIds, seen = CodeIds.text()): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return escapeXml(piece);
      if ('code' in piece) return `<ph id="${ids.idOf(piece.code, seen)}">${escapeXml(piece.code)}</ph>`;
      const id = ids.idOf(`${piece.start}\u0000${piece.end}`, seen);
      const inner = content(piece.inner, ids, seen);
      return `<bpt id="${id}">${escapeXml(piece.start)}</bpt>${inner}<ept id="${id}">${escapeXml(piece.end)}</ept>`;
    })
    .join('');
}

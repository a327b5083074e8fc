import { CodeIds } from './code-ids';
import { type Piece, piecesOf } from './inline-codes';
import { earlierPairXml, unitNotes } from './unit-notes';
import { fileIds, type TranslationUnit, type UnitSet } from './units';
import { xliff20State } from './xliff-states';
import { escapeXml, xmlAttributes } from './xml-text';

/** Our namespace for the exact state on the unit (2.0 allows attributes of other namespaces there). */
export const stateNamespace = 'urn:skills55:translation-state';

const namespaces = {
  xmlns: 'urn:oasis:names:tc:xliff:document:2.0',
  'xmlns:mtc': 'urn:oasis:names:tc:xliff:matches:2.0',
  'xmlns:slr': 'urn:oasis:names:tc:xliff:sizerestriction:2.0',
  'xmlns:s55': stateNamespace,
};

/**
 * XLIFF 2.0: states on the segment, placeholders and tags as `<ph>`/`<pc>` with their text in `<originalData>`,
 * the limit in the size-restriction module, and for a stale unit the earlier English as a translation candidate
 * (docs/translations.md, "What each file holds and how a CAT tool reads it").
 */
export function writeXliff20(set: UnitSet): string {
  const head = `<xliff${xmlAttributes({ ...namespaces, version: '2.0', srcLang: 'en', trgLang: set.language })}>`;
  const file = `<file id="${fileIds[set.kind]}">`;
  const profiles = '<slr:profiles generalProfile="xliff:codepoints"/>';
  const units = set.units.map(unitXml);
  return ['<?xml version="1.0" encoding="UTF-8"?>', head, ` ${file}`, `  ${profiles}`, ...units, ' </file>', '</xliff>', ''].join(
    '\n',
  );
}

function unitXml(unit: TranslationUnit): string {
  const codes = new CodeWriter();
  const source = codes.content(piecesOf(unit.source));
  const target = unit.target === undefined ? undefined : codes.content(piecesOf(unit.target));
  const { state, subState } = xliff20State(unit.state);
  const attributes = { id: unit.id, name: unit.key, 's55:state': unit.state, 'slr:sizeRestriction': unit.maxLength };
  const notes = unitNotes(unit).map((n) => `    <note category="${n.category}">${escapeXml(n.text)}</note>`);
  return [
    `  <unit${xmlAttributes(attributes)}>`,
    ...previousVersion(earlierPairXml(unit)),
    '   <notes>',
    ...notes,
    '   </notes>',
    ...codes.originalData(),
    `   <segment${xmlAttributes({ id: 's1', state, subState })}>`,
    `    <source>${source}</source>`,
    ...(target === undefined ? [] : [`    <target>${target}</target>`]),
    '   </segment>',
    '  </unit>',
  ].join('\n');
}

/** The earlier English and the translation made from it, as a candidate CAT tools show beside the segment. */
const previousVersion = (pair: string | undefined) =>
  pair
    ? [
        `   <mtc:matches><mtc:match ref="#s1" type="tm" origin="the translation before the English changed">${pair}</mtc:match></mtc:matches>`,
      ]
    : [];

/** Writes the codes of one unit's source and target, and their texts for `<originalData>`. */
class CodeWriter {
  private readonly data = new Map<string, string>();
  private readonly ids = new CodeIds();

  content(pieces: readonly Piece[]): string {
    return this.write(pieces, CodeIds.text());
  }

  originalData(): string[] {
    if (this.data.size === 0) return [];
    const entries = [...this.data].map(([id, text]) => `    <data id="${id}">${escapeXml(text)}</data>`);
    return ['   <originalData>', ...entries, '   </originalData>'];
  }

  private write(pieces: readonly Piece[], seen: Map<string, number>): string {
    return pieces.map((piece) => this.piece(piece, seen)).join('');
  }

  private piece(piece: Piece, seen: Map<string, number>): string {
    if (typeof piece === 'string') return escapeXml(piece);
    if ('code' in piece) {
      const id = this.ids.idOf(piece.code, seen);
      this.data.set(`d${id}`, piece.code);
      return `<ph${xmlAttributes({ id, dataRef: `d${id}`, disp: piece.code, equiv: piece.code })}/>`;
    }
    const id = this.ids.idOf(`${piece.start}\u0000${piece.end}`, seen);
    this.data.set(`d${id}s`, piece.start);
    this.data.set(`d${id}e`, piece.end);
    const attributes = { id, dataRefStart: `d${id}s`, dataRefEnd: `d${id}e`, dispStart: piece.start, dispEnd: piece.end };
    return `<pc${xmlAttributes(attributes)}>${this.write(piece.inner, seen)}</pc>`;
  }
}

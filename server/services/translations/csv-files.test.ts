import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from './csv-files';
import type { TranslationUnit } from './units';

const unit = (id: string, source: string, target: string): TranslationUnit => ({
  id,
  key: id,
  where: `Test text ${id}`,
  source,
  target,
  state: 'translated',
  maxLength: 200,
});

/** The texts as the CSV export writes them and the import reads them back. */
function roundTrip(...units: TranslationUnit[]) {
  const csv = writeCsv({ kind: 'content', language: 'hu', units });
  return { csv, read: readCsv(csv).units.map((u) => [u.source, u.target]) };
}

describe('given texts that a spreadsheet would run as formulas', () => {
  it('protects them with an apostrophe on export and takes exactly that apostrophe off on import', () => {
    const { csv, read } = roundTrip(unit('a', '=1+1', '=2'), unit('b', '-5 points', '-5 pont'), unit('c', '@home', '@otthon'));
    expect(csv).toContain(";'=1+1;'=2;");
    expect(read).toEqual([
      ['=1+1', '=2'],
      ['-5 points', '-5 pont'],
      ['@home', '@otthon'],
    ]);
  });
});

describe('given texts that really begin with an apostrophe', () => {
  it("keeps a leading '= and a leading ' exactly, through the export and back", () => {
    const { read } = roundTrip(unit('a', "'=A1 is a formula", "'=A1 egy képlet"), unit('b', "'quoted'", "'idézett'"));
    expect(read).toEqual([
      ["'=A1 is a formula", "'=A1 egy képlet"],
      ["'quoted'", "'idézett'"],
    ]);
  });

  it('keeps an apostrophe a translator typed before a letter in a file our export did not write', () => {
    const csv = "key (skills55-questionnaire);where;en;hu;state;max length\r\na;;Hello;'Szia;translated;200\r\n";
    expect(readCsv(csv).units[0]?.target).toBe("'Szia");
  });
});

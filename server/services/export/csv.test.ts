import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, decimal, neutralise } from './csv';

describe('given the semicolon CSV for spreadsheets', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutralise(risky)).toBe(`'${risky}`);
    expect(neutralise('plain')).toBe('plain');
  });

  it('quotes separators, quotes, line breaks and outer spaces, and writes decimal commas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('bare\rreturn')).toBe('"bare\rreturn"');
    expect(csvCell('tab after\t')).toBe('"tab after\t"');
    expect(csvCell('\u00a0no-break space')).toBe('"\u00a0no-break space"');
    expect(csvCell('mark \uFEFF inside, comma')).toBe('mark \uFEFF inside, comma');
    expect(csvCell(null)).toBe('');
    expect(decimal(1.23456789)).toBe('1,234568');
    expect(csvRow(['Žluťoučký', 2.5, undefined])).toBe('Žluťoučký;2,5;\r\n');
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsv, unneutralise } from './csv-table';

const table = [
  ['key', 'en', 'hu'],
  ['a', 'One', 'Egy'],
];

describe('given a CSV as a spreadsheet saves it', () => {
  it('reads it with or without a byte-order mark', () => {
    expect(parseCsv('\uFEFFkey;en;hu\r\na;One;Egy\r\n')).toEqual(table);
    expect(parseCsv('key;en;hu\r\na;One;Egy\r\n')).toEqual(table);
  });

  it.each([
    ['semicolons', ';'],
    ['commas', ','],
    ['tabs', '\t'],
  ])('finds the separator from the header: %s', (_, separator) => {
    const text = table.map((row) => row.join(separator)).join('\r\n');
    expect(parseCsv(text)).toEqual(table);
  });

  it('takes the separator that splits the header most, so a comma in a semicolon file stays text', () => {
    expect(parseCsv('key;en;hu\na;One, two;Egy, kettő\n')).toEqual([table[0], ['a', 'One, two', 'Egy, kettő']]);
    expect(parseCsv('key,en,hu\na,"One; two",Egy\n')).toEqual([table[0], ['a', 'One; two', 'Egy']]);
  });

  it('keeps a quoted separator and a quoted line break inside the cell', () => {
    expect(parseCsv('key;en;hu\r\na;"One; two";"Egy\r\nkettő"\r\n')).toEqual([table[0], ['a', 'One; two', 'Egy\r\nkettő']]);
    expect(parseCsv('key\ten\thu\na\t"One\ttwo"\t"Egy\nkettő"\n')).toEqual([table[0], ['a', 'One\ttwo', 'Egy\nkettő']]);
  });

  it('reads a doubled quote as one quote', () => {
    expect(parseCsv('key;en;hu\na;"Say ""hi""";"""Szia"""\n')).toEqual([table[0], ['a', 'Say "hi"', '"Szia"']]);
  });

  it('leaves out an empty trailing line and lines with empty cells only, whatever ends the lines', () => {
    expect(parseCsv('key;en;hu\r\na;One;Egy\r\n\r\n')).toEqual(table);
    expect(parseCsv('key;en;hu\n;;\na;One;Egy\n\n')).toEqual(table);
    expect(parseCsv('key;en;hu\ra;One;Egy\r')).toEqual(table);
  });

  it('keeps rows shorter or longer than the header, and a quote inside an unquoted cell', () => {
    expect(parseCsv('key;en;hu\na;One\nb;Two;Kettő;extra\nc;5" screen;5" képernyő\n')).toEqual([
      table[0],
      ['a', 'One'],
      ['b', 'Two', 'Kettő', 'extra'],
      ['c', '5" screen', '5" képernyő'],
    ]);
  });

  it('refuses a file whose quote is never closed, as broken', () => {
    expect(() => parseCsv('key;en;hu\na;"One;Egy\n')).toThrow(expect.objectContaining({ name: 'FileRefusal', reason: 'broken' }));
  });

  it('undoes the mark our export puts before a formula, and only that mark', () => {
    expect(unneutralise("'=1+1")).toBe('=1+1');
    expect(unneutralise("'-5")).toBe('-5');
    expect(unneutralise("'quoted")).toBe("'quoted");
    expect(unneutralise("''=1")).toBe("'=1");
    expect(unneutralise("''quoted")).toBe("'quoted");
  });
});

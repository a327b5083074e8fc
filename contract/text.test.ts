import { describe, expect, it } from 'vitest';
import { fieldWithNul, isOneLine, withoutNul } from './text';

describe('given text from a request', () => {
  it('finds a NUL in any string of a JSON value, keys included, and names the top-level field', () => {
    expect(fieldWithNul({ email: 'a@b.cz', answers: [{ text: 'fine' }, { text: 'x\u0000' }] })).toBe('answers');
    expect(fieldWithNul({ answers: { 'q\u0000': 1 } })).toBe('answers');
    expect(fieldWithNul({ 'k\u0000': 1 })).toBe('_form');
    expect(fieldWithNul('\u0000')).toBe('_form');
    expect(fieldWithNul({ email: 'a@b.cz', n: 1, ok: true, none: null, list: ['a', 'b'] })).toBeUndefined();
  });

  it('tells one-line text from text with control or format characters', () => {
    expect(isOneLine('Ђорђе Nováková-Weiß')).toBe(true);
    expect(isOneLine('two\nlines')).toBe(false);
    expect(isOneLine('zero\u200bwidth')).toBe(false);
    expect(withoutNul('tab\tis fine here')).toBe(true);
    expect(withoutNul('nul\u0000')).toBe(false);
  });
});

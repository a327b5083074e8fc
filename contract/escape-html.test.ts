import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('given text to put into HTML', () => {
  it('escapes the five characters HTML gives a meaning, in both kinds of attribute quotes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity in the text stays readable as written', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });

  it('leaves every other character as it is', () => {
    const text = 'Příliš žluťoučký kůň — Здравейте 👋\n\t=1+1; `x` / \\';
    expect(escapeHtml(text)).toBe(text);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileRefusal } from './imported-file';
import { hungarianUnits } from './test-support/unit-fixtures';
import { UnknownMarkup } from './xliff-content';
import { readXliff, writeXliff } from './xliff-files';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'xliff-files-'));

/** The official OASIS schemas as Debian's php-symfony-translation ships them (never copied into this repository). */
const schemas = '/usr/share/php/Symfony/Component/Translation/Resources/schemas';

/**
 * xmllint --schema, offline: an XML catalog points the schemas' imports of the W3C xml.xsd (by its web address in
 * 1.2, by a relative path in 2.0) to the copy the same package ships. Answers xmllint's verdict.
 */
function validate(xliff: string, schema: string): string {
  const file = path.join(work, `${schema}.xlf`);
  fs.writeFileSync(file, xliff);
  const xmlSchema = `file://${schemas}/xml.xsd`;
  const names = ['http://www.w3.org/2001/xml.xsd', `${schemas}/informativeCopiesOf3rdPartySchemas/w3c/xml.xsd`];
  const entries = names.map((name) => `<uri name="${name}" uri="${xmlSchema}"/><system systemId="${name}" uri="${xmlSchema}"/>`);
  const catalog = path.join(work, 'catalog.xml');
  fs.writeFileSync(catalog, `<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">${entries.join('')}</catalog>`);
  const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', path.join(schemas, schema), file], {
    encoding: 'utf8',
    env: { ...process.env, XML_CATALOG_FILES: catalog },
  });
  return run.stderr;
}

const roundTrip = (version: '2.0' | '1.2') => readXliff(writeXliff(hungarianUnits, version));

describe.each(['2.0', '1.2'] as const)('given the units written as XLIFF %s', (version) => {
  it('reads back every id, English, translation and state exactly', () => {
    const read = roundTrip(version);
    expect(read).toMatchObject({ kind: 'content', language: 'hu', format: `xliff-${version}` });
    expect(read.units).toEqual(
      hungarianUnits.units.map((u) => ({ ref: u.id, source: u.source, target: u.target, state: u.state })),
    );
  });

  it('writes placeholders and tags as inline codes, not as text a translator could change', () => {
    const xliff = writeXliff(hungarianUnits, version);
    expect(xliff).not.toContain('{{name}},');
    expect(xliff).not.toContain('&lt;1&gt;the rules');
    if (version === '2.0') {
      expect(xliff).toContain('<ph id="1" dataRef="d1" disp="{{name}}" equiv="{{name}}"/>');
      expect(xliff).toContain(
        '<pc id="2" dataRefStart="d2s" dataRefEnd="d2e" dispStart="&lt;1&gt;" dispEnd="&lt;/1&gt;">the rules</pc>',
      );
    } else {
      expect(xliff).toContain('<ph id="1">{{name}}</ph>');
      expect(xliff).toContain('<bpt id="2">&lt;1&gt;</bpt>the rules<ept id="2">&lt;/1&gt;</ept>');
    }
  });

  it('gives a stale unit the English it was translated from, and every unit its place and limit in notes', () => {
    const xliff = writeXliff(hungarianUnits, version);
    expect(xliff).toContain('The English it was translated from: “Pick one”');
    expect(xliff).toContain('Where it appears: Topic “Skills” › question question.1.text.');
    expect(xliff).toContain('At most 60 characters');
    expect(xliff).toContain('(the product puts a value or a link in their place): {{name}} &lt;1&gt; &lt;/1&gt;');
    if (version === '2.0') expect(xliff).toMatch(/<mtc:match ref="#s1" type="tm"[^>]*>\s*<source>Pick one<\/source>/);
    else expect(xliff).toMatch(/<alt-trans alttranstype="previous-version">\s*<source>Pick one<\/source>/);
  });
});

describe('given the official schemas', () => {
  it('the XLIFF 1.2 file validates against the strict schema (xliff-core-1.2-strict.xsd)', () => {
    expect(validate(writeXliff(hungarianUnits, '1.2'), 'xliff-core-1.2-strict.xsd')).toMatch(/validates$/m);
  });

  it('the XLIFF 2.0 file validates against the core schema (xliff-core-2.0.xsd)', () => {
    expect(validate(writeXliff(hungarianUnits, '2.0'), 'xliff-core-2.0.xsd')).toMatch(/validates$/m);
  });

  it('the strict check would see an extra of our own in 1.2 (the check is real)', () => {
    const extra = writeXliff(hungarianUnits, '1.2')
      .replace('version="1.2"', 'version="1.2" xmlns:s55="urn:skills55:translation-state"')
      .replace('approved="yes"', 'approved="yes" s55:state="translated"');
    expect(validate(extra, 'xliff-core-1.2-strict.xsd')).toMatch(/fails to validate/);
  });
});

describe('given the states a CAT tool sets', () => {
  const stateIn20 = (state: string, subState = '') =>
    readXliff(
      writeXliff(hungarianUnits, '2.0').replace(
        /<segment id="s1" state="translated">/,
        `<segment id="s1" state="${state}"${subState ? ` subState="${subState}"` : ''}>`,
      ),
    ).units[0]?.state;

  it('reads XLIFF 2.0 final and reviewed as reviewed, initial with a translation as translated', () => {
    expect([stateIn20('final'), stateIn20('reviewed'), stateIn20('initial')]).toEqual(['reviewed', 'reviewed', 'translated']);
    expect(stateIn20('initial', 's55:needs-review')).toBe('needs-review');
  });

  it('reads XLIFF 1.2 signed-off and final as reviewed, needs-* as needs review, approved as translated', () => {
    const stateIn12 = (state: string) =>
      readXliff(writeXliff(hungarianUnits, '1.2').replace('<target state="translated">', `<target state="${state}">`)).units[0]
        ?.state;
    expect(['signed-off', 'final', 'needs-translation', 'needs-review-l10n', 'translated'].map(stateIn12)).toEqual([
      'reviewed',
      'reviewed',
      'needs-review',
      'needs-review',
      'translated',
    ]);
  });
});

describe('given a translator who moved, dropped or replaced inline codes', () => {
  const xliff20 = writeXliff(hungarianUnits, '2.0');

  it('reads moved codes back as the placeholders they stand for', () => {
    const moved = xliff20.replace(
      /<target>Szia .*<\/target>/,
      '<target><pc id="2" dataRefStart="d2s" dataRefEnd="d2e">A szabályokat</pc> olvasd el, <ph id="1" dataRef="d1"/>.</target>',
    );
    expect(readXliff(moved).units[0]?.target).toBe('<1>A szabályokat</1> olvasd el, {{name}}.');
  });

  it('names markup that is none of our codes instead of reading the unit as empty', () => {
    const nested = xliff20.replace(/<target>Szia .*<\/target>/, '<target>Szia <b>vastag</b></target>');
    expect(readXliff(nested).units[0]?.target).toEqual(new UnknownMarkup('b'));
    const twelve = writeXliff(hungarianUnits, '1.2').replace(
      /<target state="translated">Szia .*<\/target>/,
      '<target>Szia <g id="9">x</g></target>',
    );
    expect(readXliff(twelve).units[0]?.target).toEqual(new UnknownMarkup('g'));
  });

  it('keeps both copies of a repeated unit id, so the preview refuses them', () => {
    const twice = xliff20.replace(/(<unit id="option\.5\.text"[\s\S]*?<\/unit>)/, '$1\n$1');
    expect(readXliff(twice).units.filter((u) => u.ref === 'option.5.text')).toHaveLength(2);
  });
});

describe('given a file that tries to reach the process', () => {
  const refusal = (text: string) => {
    try {
      readXliff(text);
    } catch (error) {
      if (error instanceof FileRefusal) return [error.reason, error.detail];
    }
    return undefined;
  };
  const polluting = (id: string) =>
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="hu"><file id="skills55-questionnaire"><unit id="${id}" approved="yes"/></file></xliff>`;

  it.each(['__proto__', 'constructor', 'prototype', ' __proto__ '])('refuses the id "%s" before parsing, naming it', (id) => {
    expect(refusal(polluting(id))).toEqual([
      'not-ours',
      `The file uses "${id.trim()}" as a name or an id, which no translation file of ours does.`,
    ]);
  });

  it('refuses reserved names as elements or attributes, and any document type or entity', () => {
    expect(refusal(polluting('u1').replace('approved=', '__proto__='))?.[0]).toBe('not-ours');
    expect(refusal(polluting('u1').replace('<unit ', '<constructor ').replace('/>', '></constructor>'))?.[0]).toBe('not-ours');
    expect(refusal(`<!DOCTYPE x [<!ENTITY a "aaaa">]>${polluting('u1')}`)?.[0]).toBe('broken');
  });

  it('still reads a text that mentions such a word', () => {
    const words = writeXliff(hungarianUnits, '2.0').replaceAll('Pick exactly one', 'The constructor of a prototype');
    expect(readXliff(words).units[2]?.source).toBe('The constructor of a prototype');
  });
});

import { describe, expect, it } from 'vitest';
import type { ImportedUnit } from './imported-file';
import { previewImport } from './preview';
import path from 'node:path';
import { refusalReasonKeys, refusalReasons } from '../../../contract/api/translations';
import { createTexts } from '../../i18n/server-texts';
import { projectRoot } from '../../paths';
import type { TargetLanguage, TranslationUnit } from './units';

const unit = (id: string, source: string, target?: string): TranslationUnit => ({
  id,
  key: id,
  where: `Test text ${id}`,
  source,
  target,
  state: target ? 'translated' : 'new',
  maxLength: 60,
});
const current = [
  unit('greeting', 'Hello {{name}}, read <1>the rules</1>.', 'Szia {{name}}, olvassa el <1>a szabályokat</1>.'),
  unit('short', 'Save', 'Mentés'),
  unit('untranslated', 'Skip'),
];

function judge(language: TargetLanguage, ...units: Partial<ImportedUnit>[]) {
  const file = units.map((u) => ({ ref: 'greeting', source: current[0]!.source, target: undefined, state: undefined, ...u }));
  return previewImport({ kind: 'content', language, units: current }, { format: 'csv', kind: 'content', language, units: file });
}
const reasonOf = (language: TargetLanguage, u: Partial<ImportedUnit>) => judge(language, u).refused.map((r) => r.reason);

describe('given the units of an imported file', () => {
  it('counts a changed translation, an unchanged one and an untranslated one', () => {
    const preview = judge(
      'hu',
      { target: 'Helló {{name}}, olvassa el <1>a szabályokat</1>.' },
      { ref: 'short', source: 'Save', target: 'Mentés' },
      { ref: 'untranslated', source: 'Skip' },
    );
    expect([preview.changed.length, preview.unchanged, preview.refused.length]).toEqual([1, 2, 0]);
    expect(preview.changed[0]).toMatchObject({
      before: current[0]!.target,
      after: 'Helló {{name}}, olvassa el <1>a szabályokat</1>.',
    });
  });

  it('refuses an unknown id', () => expect(reasonOf('hu', { ref: 'nope', target: 'x' })).toEqual(['unknown-id']));
  it('refuses an id given twice', () =>
    expect(
      judge('hu', { ref: 'short', source: 'Save', target: 'A' }, { ref: 'short', source: 'Save', target: 'B' }).refused.map(
        (r) => r.reason,
      ),
    ).toEqual(['duplicate', 'duplicate']));
  it('refuses a unit whose English changed since the export (outdated)', () =>
    expect(reasonOf('hu', { source: 'Hi {{name}}', target: 'Szia {{name}}' })).toEqual(['source-changed']));
  it('refuses a lost or added placeholder', () => {
    expect(reasonOf('hu', { target: 'Szia, olvassa el <1>a szabályokat</1>.' })).toEqual(['placeholders']);
    expect(reasonOf('hu', { target: 'Szia {{name}}, olvassa el a szabályokat.' })).toEqual(['placeholders']);
    expect(reasonOf('hu', { target: 'Szia {{nev}}, olvassa el <1>a szabályokat</1>.' })).toEqual(['placeholders']);
  });
  it('refuses a script or an event handler', () => {
    expect(reasonOf('hu', { ref: 'short', source: 'Save', target: '<script>alert(1)</script>' })).toEqual(['script']);
    expect(reasonOf('hu', { ref: 'short', source: 'Save', target: 'Mentés <img src=x onerror=alert(1)>' })).toEqual(['script']);
  });
  it('refuses a translation over the length limit', () =>
    expect(reasonOf('hu', { ref: 'short', source: 'Save', target: 'M'.repeat(61) })).toEqual(['too-long']));
  it('refuses an empty translation of a translated text', () =>
    expect(reasonOf('hu', { ref: 'short', source: 'Save', target: '' })).toEqual(['empty']));
  it('refuses a translation with XLIFF inline codes', () =>
    expect(reasonOf('hu', { ref: 'short', source: 'Save', target: [{ Ph: { id: '1' } }] })).toEqual(['inline-codes']));
  it('refuses Latin letters for Bulgarian and Serbian, but keeps names from the English and abbreviations', () => {
    expect(reasonOf('bg', { ref: 'short', source: 'Save', target: 'Zapazi' })).toEqual(['not-cyrillic']);
    expect(reasonOf('sr', { ref: 'short', source: 'Save', target: 'Сачувај PDF' })).toEqual([]);
    expect(reasonOf('bg', { ref: 'short', source: 'Save', target: 'Запази' })).toEqual([]);
  });
  it('has a sentence in words for every reason', () => {
    const texts = createTexts(path.join(projectRoot, 'locales'));
    for (const reason of refusalReasons) expect(texts('en', refusalReasonKeys[reason])).toMatch(/^[A-Z].*\.$/);
  });
});

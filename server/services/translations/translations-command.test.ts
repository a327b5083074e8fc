import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBack, translateUnits } from './test-support/cat-tool';
import { interfaceUnitId } from './interface-units';

const root = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-cli-'));
const locales = path.join(work, 'locales');
fs.cpSync(path.join(root, 'locales'), locales, { recursive: true, filter: (f) => !f.endsWith('.ts') });

/** `npm run cli -- translations …` on a copy of locales/ (no database for interface texts). */
const cli = (...args: string[]) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server', 'cli.ts'), 'translations', ...args, '--locales', locales],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(work, 'data') },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const slovak = (ns = 'translation') => JSON.parse(fs.readFileSync(path.join(locales, 'sk', `${ns}.json`), 'utf8'));

describe('given the interface strings exported for Slovak through the command line', () => {
  it('previews a translator’s four changes, applies nothing without --yes, and writes each into its namespace’s file with it', {
    timeout: 240_000,
  }, () => {
    const file = path.join(work, 'sk.xlf');
    expect(cli('export', '--language', 'sk', '--texts', 'interface', '--out', file).status).toBe(0);
    const exported = fs.readFileSync(file, 'utf8');
    const units = readBack(exported).xliff.file.unit as { '@_name': string }[];
    expect(units.length).toBeGreaterThan(300);
    expect(units.map((u) => u['@_name'])).toContain('server:MAIL.ACTIVATION.SUBJECT');
    const before = slovak();
    const serverBefore = slovak('server');
    fs.writeFileSync(
      file,
      translateUnits(exported, {
        [interfaceUnitId('NAV.HOME')]: 'Domovská stránka',
        [interfaceUnitId('UI.CLOSE')]: 'Zavrieť správu',
        [interfaceUnitId('BACKEND-RESPONSES.Invalid credentials')]: 'E-mail alebo heslo nie je správne.',
        [interfaceUnitId('server:MAIL.ACTIVATION.SUBJECT')]: 'Aktivujte si svoj účet, prosím',
      }),
    );
    const preview = cli('import', file);
    expect(preview.stdout).toMatch(/^4 changed, \d+ unchanged, 0 refused \(xliff-2\.0, sk\)\./);
    expect(preview.stdout).toContain('Run again with --yes to apply.');
    expect(slovak()).toEqual(before);
    expect(slovak('server')).toEqual(serverBefore);

    const applied = cli('import', file, '--yes');
    expect(applied.stdout).toContain('Applied 4 change(s).');
    expect(slovak().NAV.HOME).toBe('Domovská stránka');
    expect(slovak()['BACKEND-RESPONSES']['Invalid credentials']).toBe('E-mail alebo heslo nie je správne.');
    expect(Object.keys(slovak())).toEqual(Object.keys(before));
    expect(slovak('server').MAIL.ACTIVATION.SUBJECT).toBe('Aktivujte si svoj účet, prosím');
    expect(slovak().MAIL).toBeUndefined();
    expect(Object.keys(slovak('server').MAIL)).toEqual(Object.keys(serverBefore.MAIL));
  });

  it('refuses a broken file in words and changes nothing', { timeout: 120_000 }, () => {
    const file = path.join(work, 'broken.xlf');
    fs.writeFileSync(file, '<xliff version="2.0" srcLang="en" trgLang="sk"><file id="skills55-interface">');
    const before = slovak();
    const result = cli('import', file);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^The file is refused: The file is not well-formed XML/);
    expect(slovak()).toEqual(before);
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTopicSchema } from '../../../contract/content';
import { seedContent } from '../../content/seed';
import { fixtureTopic } from '../../content/test-support/fixture';
import { questionOptions, questions, textChanges, translationStates } from '../../db/schema';
import { commandLineActor } from '../audit/actor';
import { openTestDatabase, type TestDatabase } from '../../test-support/database';
import { readContentUnits } from './content-units';
import { FileRefusal } from './imported-file';
import { readBack, translateUnits } from './test-support/cat-tool';
import { describePreview } from './translations-command';
import { createTranslations, type Translations } from './translations';

let t: TestDatabase;
let translations: Translations;
let ids: { question: number; option: number };
const localesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-locales-'));

beforeAll(async () => {
  t = await openTestDatabase();
  await seedContent(t.database, { topics: [contentTopicSchema.parse(fixtureTopic('alpha'))], hash: 'alpha' });
  translations = createTranslations({ db: t.database.db, localesDir });
  const [question] = await t.database.db.select().from(questions).where(eq(questions.key, 'oca'));
  const [option] = await t.database.db.select().from(questionOptions).where(eq(questionOptions.questionId, question!.id));
  ids = { question: question!.id, option: option!.id };
});
afterAll(async () => t?.cleanup());

const exportHu = async (format: 'xliff-2.0' | 'xliff-1.2' | 'csv' = 'xliff-2.0') =>
  (await translations.exportFile('content', 'hu', format)).body;

describe('given the questionnaire exported for Hungarian as XLIFF 2.0', () => {
  it('is well-formed for xmllint and has the XLIFF 2.0 structure', async () => {
    const xliff = await exportHu();
    const file = path.join(localesDir, 'hu.xlf');
    fs.writeFileSync(file, xliff);
    expect(execFileSync('xmllint', ['--noout', file], { encoding: 'utf8' })).toBe('');
    const root = readBack(xliff).xliff;
    expect(root['@_version']).toBe('2.0');
    expect(root['@_srcLang']).toBe('en');
    expect(root['@_trgLang']).toBe('hu');
    const unit = root.file.unit.find((u: { '@_id': string }) => u['@_id'] === `question.${ids.question}.text`);
    expect(unit.notes.note[0]['#text']).toContain('question 1 (one answer to choose)');
    expect(unit.segment).toMatchObject({ source: 'Pick one', target: 'Pick one (hu)' });
    expect(unit['@_s55:state']).toBe('translated');
  });

  it('is read back by an independent parser with every unit, source and target unchanged', async () => {
    const units = (await translations.exportFile('content', 'hu', 'xliff-2.0')).body;
    const read = readBack(units).xliff.file.unit as { '@_id': string; segment: { source: string; target: string } }[];
    const current = await readContentUnits(t.database.db, 'hu');
    expect(read.map((u) => [u['@_id'], u.segment.source, u.segment.target])).toEqual(
      current.units.map((u) => [u.id, u.source, u.target]),
    );
    expect(read.length).toBeGreaterThan(30);
    const preview = await translations.preview(units);
    expect([preview.unchanged, preview.changed.length, preview.refused.length]).toEqual([read.length, 0, 0]);
  });

  it('previews exactly three changes after a CAT tool edits three units, and applies them on confirmation', async () => {
    const edited = translateUnits(await exportHu(), {
      [`question.${ids.question}.text`]: 'Válasszon egyet',
      [`option.${ids.option}.text`]: 'Helyes',
      [`question.${ids.question}.image.0.alt`]: 'Egy példakép',
    });
    const preview = await translations.preview(edited, 'hu');
    expect(preview.changed.map((c) => [c.id, c.before, c.after])).toEqual([
      [`question.${ids.question}.text`, 'Pick one (hu)', 'Válasszon egyet'],
      [`question.${ids.question}.image.0.alt`, 'An example picture (hu)', 'Egy példakép'],
      [`option.${ids.option}.text`, 'Right (hu)', 'Helyes'],
    ]);
    expect(preview.refused).toEqual([]);
    const [before] = await t.database.db.select().from(questions).where(eq(questions.id, ids.question));
    expect(before!.text.hu).toBe('Pick one (hu)');

    await translations.applyContent(edited, preview.digest, commandLineActor());
    const [after] = await t.database.db.select().from(questions).where(eq(questions.id, ids.question));
    expect(after!.text.hu).toBe('Válasszon egyet');
    expect(after!.images[0]!.alt.hu).toBe('Egy példakép');
    const history = await t.database.db
      .select()
      .from(textChanges)
      .where(eq(textChanges.unitId, `question.${ids.question}.text`));
    expect(history.map((h) => [h.language, h.oldValue, h.newValue, h.source])).toEqual([
      ['hu', 'Pick one (hu)', 'Válasszon egyet', 'import'],
    ]);
  });

  it('refuses a confirmation whose preview no longer matches the texts, changing nothing', async () => {
    const edited = translateUnits(await exportHu(), { [`option.${ids.option}.text`]: 'Helyes válasz' });
    const preview = await translations.preview(edited);
    await expect(translations.applyContent(edited, 'not-the-digest', commandLineActor())).rejects.toThrow(
      /preview the file again/,
    );
    expect(preview.changed).toHaveLength(1);
    const [option] = await t.database.db.select().from(questionOptions).where(eq(questionOptions.id, ids.option));
    expect(option!.text.hu).toBe('Helyes');
  });
});

describe('given the XLIFF 1.2 variant', () => {
  it('is well-formed, has trans-units with source, target and note, and imports back unchanged', async () => {
    const xliff = await exportHu('xliff-1.2');
    const file = path.join(localesDir, 'hu12.xlf');
    fs.writeFileSync(file, xliff);
    expect(execFileSync('xmllint', ['--noout', file], { encoding: 'utf8' })).toBe('');
    const root = readBack(xliff).xliff;
    expect(root['@_version']).toBe('1.2');
    expect(root.file['@_target-language']).toBe('hu');
    const unit = root.file.body['trans-unit'].find((u: { '@_id': string }) => u['@_id'] === `option.${ids.option}.text`);
    expect([unit.source, unit.target['#text'], unit['@_maxwidth']]).toEqual(['Right', 'Helyes', '40']);
    const preview = await translations.preview(xliff);
    expect([preview.format, preview.changed.length, preview.refused.length]).toEqual(['xliff-1.2', 0, 0]);
  });
});

describe('given the CSV saved back by a spreadsheet', () => {
  it('reads semicolons or commas, CRLF and the BOM, and previews the edited rows', async () => {
    const csv = await exportHu('csv');
    expect(csv.startsWith('\uFEFFkey (skills55-questionnaire);where;en;hu;state;max length\r\n')).toBe(true);
    const rows: string[][] = parse(csv, { bom: true, delimiter: ';' });
    const edited = rows.map((row) =>
      row[0] === `question.${ids.question}.text` ? row.map((cell) => cell.replace('Válasszon egyet', 'Válasszon ki egyet')) : row,
    );
    const asCommas = stringify(edited, { bom: true, delimiter: ',', record_delimiter: '\r\n' });
    const preview = await translations.preview(asCommas);
    expect(preview.changed.map((c) => [c.key, c.after])).toEqual([[`question.${ids.question}.text`, 'Válasszon ki egyet']]);
    expect((await translations.preview(stringify(edited, { bom: true, delimiter: ';' }))).changed).toHaveLength(1);
  });
});

describe('given a wrong file', () => {
  const refusal = async (text: string, language?: 'hu' | 'sk') => {
    const error = await translations.preview(text, language).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileRefusal);
    return (error as FileRefusal).reason;
  };

  it('refuses broken XML, another project, another language and an empty file, each with its reason', async () => {
    const xliff = await exportHu();
    expect(await refusal(xliff.slice(0, xliff.length / 2))).toBe('broken');
    expect(await refusal(xliff.replace('skills55-questionnaire', 'another-app'))).toBe('not-ours');
    expect(await refusal(xliff, 'sk')).toBe('wrong-language');
    expect(await refusal(xliff.replace('trgLang="hu"', 'trgLang="fr"'))).toBe('wrong-language');
    expect(await refusal('  ')).toBe('empty');
    expect(await refusal('name;value\r\na;b')).toBe('not-ours');
  });

  it('refuses a CSV with the header only, or an XLIFF file without units, as empty', async () => {
    const csv = await exportHu('csv');
    expect(await refusal(csv.slice(0, csv.indexOf('\r\n') + 2))).toBe('empty');
    const xliff = await exportHu();
    expect(await refusal(xliff.replace(/<unit [\s\S]*<\/unit>/, ''))).toBe('empty');
  });
});

describe('given an XLIFF file with a unit twice or with markup a tool added', () => {
  it('refuses both copies of a repeated unit id, and names markup as inline codes instead of reading it as empty', async () => {
    const xliff = await exportHu();
    const option = `option.${ids.option}.text`;
    const unit = new RegExp(`<unit id="${option.replaceAll('.', '\\.')}"[\\s\\S]*?</unit>`);
    const twice = xliff.replace(unit, (found) => `${found}\n${found.replace(/<target>[^<]*<\/target>/, '<target>Jó</target>')}`);
    const duplicates = await translations.preview(twice, 'hu');
    expect(duplicates.refused.map((r) => [r.id, r.reason])).toEqual([
      [option, 'duplicate'],
      [option, 'duplicate'],
    ]);
    const marked = xliff.replace(unit, (found) =>
      found.replace(/<target>[^<]*<\/target>/, '<target>Jó <g id="1">válasz</g></target>'),
    );
    const markup = await translations.preview(marked, 'hu');
    expect(markup.refused.map((r) => [r.id, r.reason])).toEqual([[option, 'inline-codes']]);
  });
});

describe('given a file that tries to reach the process’s objects', () => {
  const polluting =
    '<?xml version="1.0"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="hu"><file id="skills55-questionnaire"><unit id="__proto__" approved="yes"/></file></xliff>';

  it('refuses it in the preview and the confirmation, and every later file reads as before', async () => {
    const plain = await exportHu();
    const before = await translations.preview(plain);
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

    const previewed = await translations.preview(polluting).catch((e: unknown) => e);
    const applied = await translations.applyContent(polluting, '0'.repeat(32), commandLineActor()).catch((e: unknown) => e);
    for (const refusal of [previewed, applied]) {
      expect(refusal).toBeInstanceOf(FileRefusal);
      expect((refusal as FileRefusal).detail).toContain('"__proto__"');
    }

    expect(({} as Record<string, unknown>).additionalAttributes).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
    expect(Object.keys(Object.getPrototypeOf({}))).toEqual([]);
    expect(await translations.preview(plain)).toEqual(before);
  });
});

describe('given a stale, a reviewed and a placeholder text in the database', () => {
  const unitOf = async (key: string) => {
    const [question] = await t.database.db.select().from(questions).where(eq(questions.key, key));
    return question!;
  };

  beforeAll(async () => {
    const stale = await unitOf('mca');
    await t.database.db
      .update(questions)
      .set({ text: { ...stale.text, en: 'Pick some answers' } })
      .where(eq(questions.id, stale.id));
    const reviewed = await unitOf('dnd');
    await t.database.db
      .update(questions)
      .set({ text: { ...reviewed.text, en: 'Put {{count}} steps in order', hu: 'Tegye sorba a(z) {{count}} lépést' } })
      .where(eq(questions.id, reviewed.id));
    await t.database.db
      .insert(translationStates)
      .values({ unitId: `question.${reviewed.id}.text`, language: 'hu', state: 'reviewed' });
  });

  const statesNow = async () =>
    new Map((await readContentUnits(t.database.db, 'hu')).units.map((u) => [u.id, [u.state, u.target] as const]));

  it('exports the stale unit with its earlier English, and XLIFF 2.0 states a CAT tool reads', async () => {
    const stale = `question.${(await unitOf('mca')).id}.text`;
    const unit = (await readContentUnits(t.database.db, 'hu')).units.find((u) => u.id === stale);
    expect(unit).toMatchObject({ state: 'needs-review', previousSource: 'Pick some', target: 'Pick some (hu)' });
    const xliff = await exportHu();
    const exported = readBack(xliff).xliff.file.unit.find((u: { '@_id': string }) => u['@_id'] === stale);
    expect(exported.segment).toMatchObject({ '@_state': 'initial', '@_subState': 's55:needs-review' });
    expect(exported['mtc:matches']['mtc:match'].source).toBe('Pick some');
  });

  it('refuses a translation that dropped an inline placeholder, naming it on the page and in the command line', async () => {
    const reviewed = `question.${(await unitOf('dnd')).id}.text`;
    const xliff = await exportHu();
    const unit = new RegExp(`(<unit id="${reviewed.replaceAll('.', '\\.')}"[\\s\\S]*?<target>)([\\s\\S]*?)(</target>)`);
    const dropped = xliff.replace(unit, '$1Tegye sorba a lépéseket$3');
    expect(dropped).not.toBe(xliff);
    const preview = await translations.preview(dropped, 'hu');
    expect(preview.refused).toEqual([
      expect.objectContaining({ id: reviewed, reason: 'placeholders', placeholder: { code: '{{count}}', problem: 'missing' } }),
    ]);
    expect(describePreview(preview)).toContain(
      'A placeholder or tag is missing or was added. Missing or changed in the translation: {{count}}',
    );
  });

  it('keeps every edit and every state through translate-toolkit: xliff2po, a PO edit, pomerge into the file', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'translate-toolkit-'));
    const exported = path.join(work, 'questionnaire-hu.xlf');
    fs.writeFileSync(exported, await exportHu('xliff-1.2'));
    const states = await statesNow();
    execFileSync('/usr/bin/xliff2po', ['--progress=none', exported, path.join(work, 'hu.po')]);
    const po = fs.readFileSync(path.join(work, 'hu.po'), 'utf8');
    const fuzzy = [...po.matchAll(/#: (\S+)\n#, fuzzy\n/g)].map((m) => m[1]);
    const stale = [...states].filter(([, [state]]) => state === 'needs-review').map(([id]) => id);
    expect(fuzzy).toEqual(stale);
    expect(po).toContain('msgid "Put {{count}} steps in order"\nmsgstr "Tegye sorba a(z) {{count}} lépést"');

    const txt = `question.${(await unitOf('txt')).id}.text`;
    const edited = po.replace(
      `#: ${txt}\nmsgid "Tell us"\nmsgstr "Tell us (hu)"`,
      `#: ${txt}\nmsgid "Tell us"\nmsgstr "Mondja el"`,
    );
    expect(edited).not.toBe(po);
    fs.writeFileSync(path.join(work, 'edited.po'), edited);
    const merged = path.join(work, 'merged.xlf');
    execFileSync('/usr/bin/pomerge', ['--progress=none', '-t', exported, '-i', path.join(work, 'edited.po'), '-o', merged]);

    const file = fs.readFileSync(merged, 'utf8');
    const preview = await translations.preview(file, 'hu');
    expect([preview.changed.map((c) => [c.id, c.after]), preview.refused]).toEqual([[[txt, 'Mondja el']], []]);
    await translations.applyContent(file, preview.digest, commandLineActor());
    expect(await statesNow()).toEqual(new Map([...states, [txt, ['translated', 'Mondja el']]]));
  });

  it('refuses what po2xliff writes from the PO alone (no file id, no language, its own unit ids) as not ours', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'translate-toolkit-'));
    const exported = path.join(work, 'questionnaire-hu.xlf');
    fs.writeFileSync(exported, await exportHu('xliff-1.2'));
    execFileSync('/usr/bin/xliff2po', ['--progress=none', exported, path.join(work, 'hu.po')]);
    execFileSync('/usr/bin/po2xliff', ['--progress=none', path.join(work, 'hu.po'), path.join(work, 'back.xlf')]);
    const error = await translations.preview(fs.readFileSync(path.join(work, 'back.xlf'), 'utf8')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileRefusal);
  });
});

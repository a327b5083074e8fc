import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTopicSchema } from '../../../contract/content';
import { seedContent } from '../../content/seed';
import { fixtureTopic } from '../../content/test-support/fixture';
import { questions } from '../../db/schema';
import { commandLineActor } from '../audit/actor';
import { openTestDatabase, type TestDatabase } from '../../test-support/database';
import { readContentUnits } from './content-units';
import { markSource, writeUnitText } from './content-writes';
import { revertChange, textHistory } from './history';
import { readBack } from './test-support/cat-tool';
import { createTranslations } from './translations';

let t: TestDatabase;
let unitId: string;
const topic = fixtureTopic('alpha');

beforeAll(async () => {
  t = await openTestDatabase();
  await seedContent(t.database, { topics: [contentTopicSchema.parse(topic)], hash: 'first' });
  const [question] = await t.database.db.select().from(questions).where(eq(questions.key, 'txt'));
  unitId = `question.${question!.id}.text`;
});
afterAll(async () => t?.cleanup());

const edit = (language: string, value: string) =>
  t.database.db.transaction(async (tx) => {
    await markSource(tx, 'editor', undefined);
    await writeUnitText(tx, unitId, language, value);
  });
const stateOf = async (language: 'hu' | 'de') =>
  (await readContentUnits(t.database.db, language)).units.find((u) => u.id === unitId)?.state;

describe('given a question text edited in the editor', () => {
  it('keeps who, when, the old and the new value and the source', async () => {
    await edit('de', 'Erzählen Sie uns');
    const [change] = await textHistory(t.database.db, unitId, 'de');
    expect(change).toMatchObject({ oldValue: 'Tell us (de)', newValue: 'Erzählen Sie uns', source: 'editor', changedBy: null });
    expect(change!.changedAt).toBeInstanceOf(Date);
  });

  it('puts the text back to its earlier value, recording the revert', async () => {
    const [change] = await textHistory(t.database.db, unitId, 'de');
    expect(await revertChange(t.database.db, change!.id, commandLineActor())).toBe(true);
    const [question] = await t.database.db.select().from(questions).where(eq(questions.key, 'txt'));
    expect(question!.text.de).toBe('Tell us (de)');
    const [latest] = await textHistory(t.database.db, unitId, 'de');
    expect(latest).toMatchObject({ oldValue: 'Erzählen Sie uns', newValue: 'Tell us (de)', source: 'revert' });
    expect(await revertChange(t.database.db, 999_999, commandLineActor())).toBe(false);
  });
});

describe('given the English text changed after the translations were made', () => {
  it('marks the translations that stayed "needs review", in the units and in the exported XLIFF', async () => {
    expect(await stateOf('hu')).toBe('translated');
    await edit('en', 'Tell us more');
    expect(await stateOf('hu')).toBe('needs-review');
    const xliff = (await createTranslations({ db: t.database.db, localesDir: '' }).exportFile('content', 'hu', 'xliff-2.0')).body;
    const unit = readBack(xliff).xliff.file.unit.find((u: { '@_id': string }) => u['@_id'] === unitId);
    expect(unit['@_s55:state']).toBe('needs-review');
    const csv = (await createTranslations({ db: t.database.db, localesDir: '' }).exportFile('content', 'hu', 'csv')).body;
    expect(csv).toContain(`${unitId};`);
    const row = (parse(csv, { bom: true, delimiter: ';' }) as string[][]).find((cells) => cells[0] === unitId);
    expect(row?.[4]).toBe('needs-review');
  });

  it('clears the mark when the translation is updated, and records a seed as its own source', async () => {
    await edit('hu', 'Meséljen többet');
    expect(await stateOf('hu')).toBe('translated');
    expect(await stateOf('de')).toBe('needs-review');
    await seedContent(t.database, { topics: [contentTopicSchema.parse(topic)], hash: 'second' });
    const [change] = await textHistory(t.database.db, unitId, 'en');
    expect(change).toMatchObject({ oldValue: 'Tell us more', newValue: 'Tell us', source: 'seed' });
  });
});

import { asc, count, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentTopicInput } from '../../contract/content';
import type { Database } from '../db/client';
import { questionOptions, questions, ratingLevels, subTopics, topics } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { ContentError, readContentDir } from './read';
import { loadContentIfChanged, seedContent } from './seed';
import { contentFolder, fixtureTopic } from './test-support/fixture';

let test: TestDatabase;
let database: Database;
const folders: { remove(): void }[] = [];

beforeEach(async () => {
  test = await openTestDatabase();
  database = test.database;
});
afterEach(async () => {
  await test.cleanup();
  for (const folder of folders.splice(0)) folder.remove();
});

function folderWith(files: Record<string, unknown>) {
  const folder = contentFolder(files);
  folders.push(folder);
  return folder.dir;
}

async function counts() {
  const [t] = await database.db.select({ n: count() }).from(topics);
  const [s] = await database.db.select({ n: count() }).from(subTopics);
  const [q] = await database.db.select({ n: count() }).from(questions);
  const [o] = await database.db.select({ n: count() }).from(questionOptions);
  const [l] = await database.db.select({ n: count() }).from(ratingLevels);
  return { topics: t!.n, subTopics: s!.n, questions: q!.n, options: o!.n, levels: l!.n };
}

/** Every stored text with its row, to compare before and after a reload. */
async function allTexts() {
  const q = await database.db.select({ id: questions.id, text: questions.text }).from(questions).orderBy(asc(questions.id));
  const o = await database.db
    .select({ id: questionOptions.id, text: questionOptions.text })
    .from(questionOptions)
    .orderBy(asc(questionOptions.id));
  return [...q.map((r) => ({ at: `q${r.id}`, text: r.text })), ...o.map((r) => ({ at: `o${r.id}`, text: r.text }))];
}

describe('given the seed content of the repository', () => {
  it('loads every topic, sub-topic, question, option and level on the first start', async () => {
    const files = readContentDir();
    const report = await loadContentIfChanged(database, files);
    const expected = files.topics.flatMap((t) => t.sub_topics);
    expect(report.unchanged).toBe(false);
    expect(await counts()).toMatchObject({
      topics: files.topics.length,
      subTopics: expected.length,
      questions: expected.reduce((n, s) => n + s.questions.length, 0),
      levels: expected.length * 3,
    });
  });

  it('does not duplicate anything on a second start', async () => {
    const files = readContentDir();
    await loadContentIfChanged(database, files);
    const before = await counts();
    expect((await loadContentIfChanged(database, files)).unchanged).toBe(true);
    await seedContent(database, files);
    expect(await counts()).toEqual(before);
  });
});

describe('given content loaded from a folder', () => {
  it('updates only the edited text when the files are loaded again, keeping every id', async () => {
    const topic = fixtureTopic();
    await seedContent(database, readContentDir(folderWith({ 'fixture.json': topic })));
    const before = await allTexts();

    const edited = structuredClone(topic) as ContentTopicInput;
    const mca = edited.sub_topics[0]!.questions[1]!;
    if (mca.type !== 'MCA') throw new Error('fixture changed');
    mca.options[2]!.text = { ...mca.options[2]!.text, de: 'Nein, drei' };
    const report = await seedContent(database, readContentDir(folderWith({ 'fixture.json': edited })));

    const after = await allTexts();
    expect(report.hidden).toBe(0);
    expect(after.map((r) => r.at)).toEqual(before.map((r) => r.at));
    const changed = after.filter((row, index) => JSON.stringify(row.text) !== JSON.stringify(before[index]!.text));
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).toMatchObject({ de: 'Nein, drei', en: 'No three' });
  });

  it('hides a question removed from the file instead of deleting it, and brings it back when it returns', async () => {
    const topic = fixtureTopic();
    await seedContent(database, readContentDir(folderWith({ 'fixture.json': topic })));
    const without = structuredClone(topic) as ContentTopicInput;
    without.sub_topics[1]!.questions.splice(0, 1);
    const report = await seedContent(database, readContentDir(folderWith({ 'fixture.json': without })));
    expect(report.hidden).toBe(1 + 4); // the DND question and its four items
    const visible = await database.db.select({ key: questions.key }).from(questions).where(isNull(questions.deletedAt));
    expect(visible.map((q) => q.key)).not.toContain('dnd');
    expect((await counts()).questions).toBe(6);

    await seedContent(database, readContentDir(folderWith({ 'fixture.json': topic })));
    const back = await database.db.select({ key: questions.key }).from(questions).where(isNull(questions.deletedAt));
    expect(back.map((q) => q.key)).toContain('dnd');
    expect((await counts()).questions).toBe(6);
  });

  it('stores the answer keys: correct options, DND positions, SCL points and ASG rows', async () => {
    await seedContent(database, readContentDir(folderWith({ 'fixture.json': fixtureTopic() })));
    const options = await database.db.select().from(questionOptions).orderBy(asc(questionOptions.id));
    const byKey = (kind: string, key: string) => options.filter((o) => o.kind === kind && o.key === key);
    expect(byKey('item', 'three')[0]?.correctPosition).toBe(2);
    expect(byKey('grade', 'g4')[0]?.point).toBe(4);
    const x = options.find((o) => o.kind === 'option' && o.key === 'x');
    expect(byKey('row', 'r3')[0]?.correctOptionId).toBe(x?.id);
    expect(options.filter((o) => o.correct).map((o) => o.key)).toEqual(['a', 'a', 'b']);
  });
});

describe('given a broken content file', () => {
  it('refuses it with a message naming the file, the question and the field, and leaves the database as it was', async () => {
    await seedContent(database, readContentDir(folderWith({ 'fixture.json': fixtureTopic() })));
    const before = await counts();
    const broken = structuredClone(fixtureTopic()) as ContentTopicInput;
    const scl = broken.sub_topics[1]!.questions[1]!;
    (scl.text as Record<string, unknown>).en = '';
    const dir = folderWith({ 'a-good.json': fixtureTopic('good'), 'fixture.json': broken });

    expect(() => readContentDir(dir)).toThrow(ContentError);
    expect(() => readContentDir(dir)).toThrow(
      /fixture\.json.*\n.*sub-topic "second", question "scl", field text\.en: English text is required/,
    );
    expect(await counts()).toEqual(before);
  });

  it('names an OCA without a correct option and an ASG row pointing at no option', () => {
    const broken = structuredClone(fixtureTopic()) as ContentTopicInput;
    const oca = broken.sub_topics[0]!.questions[0]!;
    if (oca.type === 'OCA') oca.options[0]!.correct = false;
    const asg = broken.sub_topics[1]!.questions[2]!;
    if (asg.type === 'ASG') asg.rows[1]!.correct = 'zzz';
    const dir = folderWith({ 'topic.json': broken });
    expect(() => readContentDir(dir)).toThrow(/question "oca", field options: needs exactly one correct option, has 0/);
    expect(() => readContentDir(dir)).toThrow(/question "asg", field rows\.1\.correct: "zzz" is not an option of this question/);
  });

  it('names a file that is not JSON', () => {
    expect(() => readContentDir(folderWith({ 'oops.json': '{ "key": ' }))).toThrow(/oops\.json: not valid JSON/);
  });

  it('rolls back a load that fails half-way, so nothing half-loaded stays', async () => {
    const before = await counts();
    const bad = fixtureTopic();
    // Two files may not share a question key of the same sub-topic: caught before writing. A failure inside
    // the transaction (here: a database constraint on a far too long key path is simulated by a NUL byte,
    // which PostgreSQL refuses in text) must leave nothing behind either.
    const files = readContentDir(folderWith({ 'fixture.json': bad }));
    const nul = structuredClone(files);
    nul.topics[0]!.sub_topics[1]!.questions[0]!.text.en = 'Broken\u0000text';
    await expect(seedContent(database, nul)).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });
});

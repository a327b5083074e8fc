import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationsApiPaths } from '../../../contract/api/translations';
import { fixtureTopic } from '../../content/test-support/fixture';
import { questionOptions, questions, textChanges, users } from '../../db/schema';
import { translateUnits } from '../../services/translations/test-support/cat-tool';
import { editInSpreadsheet } from '../../services/translations/test-support/spreadsheet';
import { activeUser, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { seedFixtureTopics } from '../../test-support/survey';
import { translationMessages } from '../../../contract/messages';
import { auditEntries } from '../../db/schema';

let t: TestApp;
let staff: string;
let staffEmail: string;
let topicId: number;
let units: { question: string; option: string; subTopic: string };

beforeAll(async () => {
  t = await createTestApp();
  topicId = (await seedFixtureTopics(t, [fixtureTopic('alpha')])).alpha!;
  const user = await activeUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.email, user.email));
  staff = user.token;
  staffEmail = user.email;
  const [question] = await t.database.db.select().from(questions).where(eq(questions.key, 'oca'));
  const [option] = await t.database.db.select().from(questionOptions).where(eq(questionOptions.questionId, question!.id));
  units = {
    question: `question.${question!.id}.text`,
    option: `option.${option!.id}.text`,
    subTopic: `subtopic.${question!.subTopicId}.name`,
  };
});
afterAll(async () => t?.close());

async function exported(format = 'xliff-2.0', language = 'hu') {
  const res = await t.app.inject({
    url: `${translationsApiPaths.export}?language=${language}&format=${format}`,
    headers: { authorization: `Token ${staff}` },
  });
  expect(res.statusCode).toBe(200);
  return res;
}
const preview = (file: string, language?: string) =>
  call(t, 'POST', translationsApiPaths.preview, { token: staff, body: { file, ...(language ? { language } : {}) } });

/** The survey's questions in Hungarian, as a respondent gets them. */
async function hungarianSurvey() {
  const survey = await call(t, 'POST', '/api/survey/generate', {
    token: staff,
    body: { topic: topicId },
    headers: { 'accept-language': 'hu' },
  });
  return survey.body.questions as Array<{
    id: number;
    type: string;
    text: string;
    sub_topic: { name: string };
    oca_options?: Array<{ text: string }>;
  }>;
}

/** Previews the file (exactly these three changes, nothing refused), confirms it, reads the survey in Hungarian. */
async function roundTrip(edited: string, edits: { question: string; option: string; subTopic: string }) {
  const checked = await preview(edited, 'hu');
  expect(checked.status).toBe(200);
  expect(checked.body.changed.map((c: { id: string; after: string }) => [c.id, c.after])).toEqual([
    [units.subTopic, edits.subTopic],
    [units.question, edits.question],
    [units.option, edits.option],
  ]);
  expect(checked.body.refused).toEqual([]);
  const applied = await call(t, 'POST', translationsApiPaths.apply, {
    token: staff,
    body: { file: edited, digest: checked.body.digest },
  });
  expect(applied.status).toBe(200);
  const oca = (await hungarianSurvey()).find((q) => q.type === 'OCA')!;
  expect(oca.text).toBe(edits.question);
  expect(oca.sub_topic.name).toBe(edits.subTopic);
  expect(oca.oca_options?.map((o) => o.text)).toContain(edits.option);
}

/** The three units' new texts, keyed by unit id. */
const byUnit = (edits: { question: string; option: string; subTopic: string }) => ({
  [units.question]: edits.question,
  [units.option]: edits.option,
  [units.subTopic]: edits.subTopic,
});

describe('given staff translating the questionnaire into Hungarian', () => {
  it('exports, previews exactly three changes, applies them on confirmation, and the survey in Hungarian shows them', async () => {
    const res = await exported();
    expect(res.headers['content-disposition']).toBe('attachment; filename="questionnaire-hu.xlf"');
    const edits = { question: 'Válasszon egyet', option: 'Helyes', subTopic: 'Első rész' };
    await roundTrip(translateUnits(res.body, byUnit(edits)), edits);
    const overview = await call(t, 'GET', `${translationsApiPaths.overview}?target=hu&source=de`, { token: staff });
    const imported = overview.body.units.find((u: { id: string }) => u.id === units.question);
    expect(imported).toMatchObject({ target: edits.question, changes: 1 });
  });

  it('does the same with the CSV as LibreOffice saves it (semicolons, CRLF, BOM), and reads commas too', async () => {
    const csv = (await exported('csv')).body;
    const edits = { question: 'Válasszon ki egyet; csak egyet', option: 'Helyes válasz', subTopic: 'Az "első" rész' };
    const edited = editInSpreadsheet(csv, byUnit(edits));
    expect(edited.startsWith('\uFEFFkey (skills55-questionnaire);where;en;hu;state;max length\r\n')).toBe(true);
    expect(edited).toContain(';"Válasszon ki egyet; csak egyet";');
    const withCommas = await preview(editInSpreadsheet(csv, byUnit(edits), ','), 'hu');
    expect(withCommas.body.changed.map((c: { after: string }) => c.after)).toEqual([
      edits.subTopic,
      edits.question,
      edits.option,
    ]);
    await roundTrip(edited, edits);
  });

  it('refuses a broken file, another language and an outdated confirmation with a message, changing nothing', async () => {
    const xliff = (await exported()).body;
    expect(await preview(xliff.slice(0, 200))).toMatchObject({ status: 400, body: translationMessages.broken });
    // The file's language and the chosen one are named, for the page to say both in the reader's language.
    expect(await preview(xliff, 'sk')).toMatchObject({
      status: 400,
      body: { ...translationMessages['wrong-language'], file_language: 'hu', chosen_language: 'sk' },
    });
    expect(await preview(xliff.replace('skills55-questionnaire', 'other-survey'))).toMatchObject({
      status: 400,
      body: translationMessages['not-ours'],
    });
    const edited = translateUnits(xliff, { [units.option]: 'Jó' });
    const outdated = await call(t, 'POST', translationsApiPaths.apply, {
      token: staff,
      body: { file: edited, digest: '0'.repeat(32) },
    });
    expect(outdated).toMatchObject({ status: 409, body: translationMessages.previewOutdated });
    const interfaceFile = (await exported('xliff-2.0', 'sk')).body;
    expect(interfaceFile).toContain('skills55-questionnaire');
  });

  it('answers 401 to anonymous callers and 403 to other users', async () => {
    const other = (await activeUser(t)).token;
    expect((await call(t, 'POST', translationsApiPaths.preview, { body: { file: 'x' } })).status).toBe(401);
    expect((await call(t, 'POST', translationsApiPaths.preview, { token: other, body: { file: 'x' } })).status).toBe(403);
    expect((await call(t, 'GET', `${translationsApiPaths.export}?language=hu`, { token: other })).status).toBe(403);
  });
});

describe('given a reviewer comparing two languages', () => {
  const overview = (query: string, token = staff) => call(t, 'GET', `${translationsApiPaths.overview}?${query}`, { token });

  it('counts per language and shows the target beside the source; an English edit marks the translations for review', async () => {
    const [question] = await t.database.db.select().from(questions).where(eq(questions.key, 'oca'));
    const text = question!.text;
    await t.database.db
      .update(questions)
      .set({ text: { ...text, en: 'Pick exactly one', sk: 'Pick exactly one' } })
      .where(eq(questions.id, question!.id));

    const res = await overview('source=de&target=cs');
    expect(res.status).toBe(200);
    expect(res.body.counts.map((c: { language: string }) => c.language)).toEqual([
      'cs',
      'sk',
      'de',
      'hu',
      'hr',
      'bg',
      'sl',
      'sr',
      'bs',
    ]);
    const unit = res.body.units.find((u: { id: string }) => u.id === units.question);
    expect(unit).toMatchObject({ source: text.de, target: text.cs, needsReview: true, missing: false, sameAsEnglish: false });
    const counts = Object.fromEntries(res.body.counts.map((c: { language: string }) => [c.language, c]));
    expect(counts.cs.needsReview).toBeGreaterThanOrEqual(1);
    // Slovak changed with the English (to the same words): not for review, but the same as English.
    expect(counts.sk.sameAsEnglish).toBe(counts.cs.sameAsEnglish + 1);
    const slovak = (await overview('target=sk')).body.units.find((u: { id: string }) => u.id === units.question);
    expect(slovak).toMatchObject({
      source: 'Pick exactly one',
      target: 'Pick exactly one',
      sameAsEnglish: true,
      needsReview: false,
    });
  });

  it('records the staff member who saved in the question editor, and the editor shows the translations to review', async () => {
    const [question] = await t.database.db.select().from(questions).where(eq(questions.key, 'oca'));
    const path = `/api/question/${question!.id}`;
    const got = (await call(t, 'GET', path, { token: staff })).body;
    const saved = await call(t, 'PUT', path, {
      token: staff,
      body: { ...got, text_en: 'Pick one answer', text_hu: 'Válasszon' },
    });
    expect(saved.status).toBe(200);

    const [me] = await t.database.db.select().from(users).where(eq(users.email, staffEmail));
    const history = await t.database.db.select().from(textChanges).where(eq(textChanges.unitId, units.question));
    const english = history.filter((change) => change.language === 'en').at(-1);
    expect(english).toMatchObject({ newValue: 'Pick one answer', source: 'editor', changedBy: me!.id });
    const again = (await call(t, 'GET', path, { token: staff })).body;
    // Hungarian changed with the English; the others stayed and are marked.
    expect(again.needs_review).toEqual(expect.arrayContaining(['cs', 'de', 'bg']));
    expect(again.needs_review).not.toContain('hu');
    expect(again.needs_review).not.toContain('en');
    expect(again.grades).toEqual([]);
  });

  it('is for staff only', async () => {
    const other = (await activeUser(t)).token;
    expect((await call(t, 'GET', `${translationsApiPaths.overview}?target=hu`)).status).toBe(401);
    expect((await overview('target=hu', other)).status).toBe(403);
  });
});

describe('given a translation changed in the editor and put back from its history', () => {
  const history = (unit: string, language = 'hu', token = staff) =>
    call(t, 'GET', `${translationsApiPaths.history}?unit=${encodeURIComponent(unit)}&language=${language}`, { token });
  const revert = (change: unknown, token = staff) => call(t, 'POST', translationsApiPaths.revert, { token, body: { change } });

  it('lists the change with who, when, old and new value and source; the revert puts the text back and is listed too', async () => {
    const [question] = await t.database.db.select().from(questions).where(eq(questions.key, 'txt'));
    const unit = `question.${question!.id}.text`;
    const path = `/api/question/${question!.id}`;
    const earlier = question!.text.hu;
    const got = (await call(t, 'GET', path, { token: staff })).body;
    expect((await call(t, 'PUT', path, { token: staff, body: { ...got, text_hu: 'Meséljen nekünk részletesen' } })).status).toBe(
      200,
    );
    const [me] = await t.database.db.select().from(users).where(eq(users.email, staffEmail));
    const name = `${me!.firstName} ${me!.lastName}`.trim() || staffEmail;

    const before = await history(unit);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ unit, language: 'hu', source: question!.text.en, target: 'Meséljen nekünk részletesen' });
    const [change] = before.body.changes;
    expect(change).toMatchObject({
      source: 'editor',
      changedBy: name,
      oldValue: earlier,
      newValue: 'Meséljen nekünk részletesen',
    });
    expect(Date.now() - Date.parse(change.changedAt)).toBeGreaterThanOrEqual(0);

    const reverted = await revert(change.id);
    expect(reverted.status).toBe(200);
    expect(reverted.body.target).toBe(earlier);
    expect(reverted.body.changes[0]).toMatchObject({
      source: 'revert',
      changedBy: name,
      oldValue: 'Meséljen nekünk részletesen',
      newValue: earlier,
    });
    expect((await history(unit)).body.changes.map((c: { source: string }) => c.source).slice(0, 2)).toEqual(['revert', 'editor']);
    expect((await hungarianSurvey()).find((q) => q.id === question!.id)?.text).toBe(earlier);
    // The reviewer's view offers the history of texts that have one.
    const overview = await call(t, 'GET', `${translationsApiPaths.overview}?target=hu`, { token: staff });
    const counted = new Map(overview.body.units.map((u: { id: string; changes: number }) => [u.id, u.changes]));
    expect(counted.get(unit)).toBe(2);
    expect(counted.get(`question.${question!.id}.image.0.alt`) ?? 0).toBe(0);
  });

  it('answers 404 for an unknown text or change, or an English change; 400 for a malformed id; staff only', async () => {
    const [question] = await t.database.db.select().from(questions).where(eq(questions.key, 'txt'));
    expect(await history('question.999999.text')).toMatchObject({ status: 404, body: translationMessages.unknownText });
    expect((await history('question.1.text; DROP TABLE users')).status).toBe(400);
    expect((await history(`question.${question!.id}.text`, 'en')).status).toBe(400);
    expect(await revert(999_999)).toMatchObject({ status: 404, body: translationMessages.unknownChange });
    const [english] = await t.database.db.select().from(textChanges).where(eq(textChanges.language, 'en'));
    expect(await revert(english!.id)).toMatchObject({ status: 404, body: translationMessages.unknownChange });
    expect((await revert('1')).status).toBe(400);
    const other = (await activeUser(t)).token;
    expect((await history(`question.${question!.id}.text`, 'hu', '')).status).toBe(401);
    expect((await revert(1, other)).status).toBe(403);
  });
});

describe('given staff who applied an import and want it undone as a whole', () => {
  const apply = async (edits: Record<string, string>) => {
    const edited = translateUnits((await exported()).body, edits);
    const checked = await preview(edited, 'hu');
    return call(t, 'POST', translationsApiPaths.apply, { token: staff, body: { file: edited, digest: checked.body.digest } });
  };
  const undo = (id: unknown, display = 'en') =>
    call(t, 'POST', translationsApiPaths.undoImport, { token: staff, body: { import: id, display } });
  const imports = () => call(t, 'GET', `${translationsApiPaths.imports}?language=hu`, { token: staff });
  const hungarian = async (unit: string) =>
    (await call(t, 'GET', `${translationsApiPaths.overview}?target=hu`, { token: staff })).body.units.find(
      (u: { id: string }) => u.id === unit,
    ).target;

  it('puts back every text the import changed except one changed again since, names that one, and records it', async () => {
    const before = { question: await hungarian(units.question), option: await hungarian(units.option) };
    const first = await apply({ [units.question]: 'Egyet válasszon', [units.option]: 'Ez a helyes' });
    expect(first.status).toBe(200);
    expect(first.body.import).toEqual(expect.any(Number));
    const second = await apply({ [units.option]: 'Ez a jó válasz' });
    expect(second.status).toBe(200);

    const undone = await undo(first.body.import, 'de');
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ import: first.body.import, putBack: 1 });
    expect(undone.body.kept).toEqual([
      expect.objectContaining({
        id: units.option,
        place: expect.objectContaining({ topic: 'Topic alpha (de)', part: 'option' }),
      }),
    ]);
    expect(await hungarian(units.question)).toBe(before.question);
    expect(await hungarian(units.option)).toBe('Ez a jó válasz');
    expect(before.option).not.toBe('Ez a jó válasz');

    const listed = (await imports()).body;
    expect(listed[0]).toMatchObject({ id: second.body.import, language: 'hu', changed: 1, undoable: true, by: staffEmail });
    expect(listed[1]).toMatchObject({ id: first.body.import, changed: 2, undoable: false, undone: { by: staffEmail } });
    const history = await call(
      t,
      'GET',
      `${translationsApiPaths.history}?unit=${encodeURIComponent(units.question)}&language=hu`,
      { token: staff },
    );
    expect(history.body.changes[0]).toMatchObject({ source: 'revert', oldValue: 'Egyet válasszon', newValue: before.question });
    const [entry] = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'translation.undo-import'));
    expect(entry?.details).toMatchObject({ import: first.body.import, language: 'hu', put_back: 1, kept: [units.option] });
  });

  it('gives a text put back its state from before the import: a stale translation needs review again', async () => {
    const czech = async () =>
      (await call(t, 'GET', `${translationsApiPaths.overview}?target=cs`, { token: staff })).body.units.find(
        (u: { id: string }) => u.id === units.question,
      );
    const stale = await czech();
    expect(stale.needsReview).toBe(true);
    const edited = translateUnits((await exported('xliff-2.0', 'cs')).body, { [units.question]: 'Vyberte jednu odpověď' });
    const checked = await preview(edited, 'cs');
    const applied = await call(t, 'POST', translationsApiPaths.apply, {
      token: staff,
      body: { file: edited, digest: checked.body.digest },
    });
    expect(await czech()).toMatchObject({ target: 'Vyberte jednu odpověď', needsReview: false });
    expect((await undo(applied.body.import)).status).toBe(200);
    expect(await czech()).toMatchObject({ target: stale.target, needsReview: true });
  });

  it('undoes an import once when two staff members undo it at the same moment', async () => {
    const applied = await apply({ [units.option]: 'Ez a legjobb válasz' });
    const both = await Promise.all([undo(applied.body.import), undo(applied.body.import)]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    const [once] = await t.database.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'translation.undo-import'),
          sql`${auditEntries.details} ->> 'import' = ${String(applied.body.import)}`,
        ),
      );
    expect(once).toBeDefined();
    expect(await hungarian(units.option)).toBe('Ez a jó válasz');
  });

  it('refuses to undo an import twice (409) or one that does not exist (404), in words; staff only', async () => {
    const [done] = (await imports()).body.filter((i: { undone?: unknown }) => i.undone);
    expect(await undo(done.id)).toMatchObject({ status: 409, body: translationMessages.importUndone });
    expect(await undo(999_999)).toMatchObject({ status: 404, body: translationMessages.unknownImport });
    const other = (await activeUser(t)).token;
    expect((await call(t, 'GET', translationsApiPaths.imports, { token: other })).status).toBe(403);
    expect((await call(t, 'POST', translationsApiPaths.undoImport, { body: { import: 1 } })).status).toBe(401);
  });
});

describe('given a reader of the Translations page in German or Czech', () => {
  it('names where each text appears with the topic and sub-topic in that language, and numbers', async () => {
    const edited = translateUnits((await exported()).body, { [units.option]: 'Teljesen helyes' });
    const czech = await call(t, 'POST', translationsApiPaths.preview, {
      token: staff,
      body: { file: edited, language: 'hu', display: 'cs' },
    });
    expect(czech.body.changed[0].place).toEqual({
      topic: 'Topic alpha (cs)',
      subTopic: 'First part (cs)',
      question: 1,
      part: 'option',
      number: 1,
    });
    const german = await call(t, 'GET', `${translationsApiPaths.overview}?target=hu&display=de`, { token: staff });
    const places = new Map(german.body.units.map((u: { id: string; place: unknown }) => [u.id, u.place]));
    expect(places.get(units.question)).toEqual({
      topic: 'Topic alpha (de)',
      subTopic: 'First part (de)',
      question: 1,
      part: 'text',
    });
    const history = await call(
      t,
      'GET',
      `${translationsApiPaths.history}?unit=${encodeURIComponent(units.subTopic)}&language=hu&display=de`,
      { token: staff },
    );
    expect(history.body.place).toEqual({ topic: 'Topic alpha (de)', subTopic: 'First part (de)', part: 'name' });
  });

  it('gives each changed text the time of its last change, for the "recently changed" filter', async () => {
    const overview = await call(t, 'GET', `${translationsApiPaths.overview}?target=hu`, { token: staff });
    const question = overview.body.units.find((u: { id: string }) => u.id === units.question);
    const [last] = await t.database.db
      .select()
      .from(textChanges)
      .where(and(eq(textChanges.unitId, units.question), eq(textChanges.language, 'hu')))
      .orderBy(desc(textChanges.id))
      .limit(1);
    expect(question.lastChanged).toBe(last!.changedAt.toISOString());
    const untouched = overview.body.units.find((u: { changes: number }) => u.changes === 0);
    expect(untouched.lastChanged).toBeUndefined();
  });
});

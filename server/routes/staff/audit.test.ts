import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, auditApiPaths, auditPageSize } from '../../../contract/api/audit';
import { translationsApiPaths } from '../../../contract/api/translations';
import { fixtureTopic } from '../../content/test-support/fixture';
import { textChanges, users } from '../../db/schema';
import { translateUnits } from '../../services/translations/test-support/cat-tool';
import { activeUser, type CallResult, call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { seedFixtureTopics } from '../../test-support/survey';

let t: TestApp;
let staff: { token: string; email: string; id: number };
let topic: number;

beforeAll(async () => {
  t = await createTestApp();
  topic = (await seedFixtureTopics(t, [fixtureTopic('alpha')])).alpha!;
  const user = await activeUser(t);
  const [row] = await t.database.db.update(users).set({ isStaff: true }).where(eq(users.email, user.email)).returning();
  staff = { token: user.token, email: user.email, id: row!.id };
});
afterAll(async () => t?.close());

const texts = (en: string) => ({ text_en: en, text_de: `${en} (de)` });
const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t, method, url, { token: staff.token, body });

/** A download's answer (CSV, ZIP) as inject gives it: status and headers are what the test reads. */
async function download(method: 'GET' | 'POST', url: string, body?: unknown): Promise<CallResult> {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Token ${staff.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: undefined, headers: res.headers };
}

/** Exports Hungarian, translates the sub-topic's name, previews and applies the file: one import. */
async function importOneTranslation() {
  const file = await t.app.inject({
    url: `${translationsApiPaths.export}?language=hu&format=xliff-2.0`,
    headers: { authorization: `Token ${staff.token}` },
  });
  const unit = /id="(subtopic\.\d+\.name)"/.exec(file.body)![1]!;
  const edited = translateUnits(file.body, { [unit]: 'Csapatmunka' });
  const preview = await asStaff('POST', translationsApiPaths.preview, { file: edited, language: 'hu' });
  return { unit, res: await asStaff('POST', translationsApiPaths.apply, { file: edited, digest: preview.body.digest }) };
}

const list = async (query = '') => (await asStaff('GET', `${auditApiPaths.list}${query}`)).body.entries as AuditEntry[];

describe('given staff who change content and take data out', () => {
  it('finds one entry per action, naming who, when, the request and what changed', async () => {
    const started = Date.now();
    const done: [action: string, res: CallResult][] = [];
    const sub = await asStaff('POST', '/api/subtopic/create', { name: 'Teamwork', topic });
    done.push(['subtopic.create', sub]);
    const body = { type: 'TXT', ...texts('Describe a team'), sub_topic: sub.body.id, evaluated: false, order: 0 };
    const created = await asStaff('POST', '/api/question/create', body);
    done.push(['question.create', created]);
    const question = created.body.id;
    done.push(['question.update', await asStaff('PUT', `/api/question/${question}`, { ...body, text_de: 'Neu', order: 3 })]);
    done.push(['question.delete', await asStaff('DELETE', `/api/question/${question}`)]);
    done.push(['subtopic.delete', await asStaff('DELETE', `/api/subtopic/${sub.body.id}/delete`)]);
    const imported = await importOneTranslation();
    done.push(['translation.import', imported.res]);
    const [change] = await t.database.db.select().from(textChanges).where(eq(textChanges.unitId, imported.unit));
    done.push(['translation.revert', await asStaff('POST', translationsApiPaths.revert, { change: change!.id })]);
    done.push(['export.csv', await download('POST', '/api/export', { topic, language: 'de', country: 'CZ' })]);
    done.push(['export.codebook', await download('GET', `/api/export/codebook?topic=${topic}&language=de`)]);
    done.push(['export.package', await download('POST', '/api/export/package', { topic, coarsen: true, k: 3 })]);
    for (const [action, res] of done) expect(res.status, action).toBeLessThan(300);

    const entries = (await list()).reverse();
    expect(entries.map((e) => e.action)).toEqual(done.map(([action]) => action));
    for (const [index, entry] of entries.entries()) {
      expect(entry, entry.action).toMatchObject({ actor: staff.email, actorId: staff.id, source: 'api', osUser: null });
      expect(entry.requestId, entry.action).toBe(done[index]![1].headers['x-request-id']);
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
    }
    const details = Object.fromEntries(entries.map((e) => [e.action, e.details]));
    expect(details['question.update']).toEqual({
      question,
      type: 'TXT',
      sub_topic: sub.body.id,
      changes: { text_de: { before: 'Describe a team (de)', after: 'Neu' }, order: { before: 0, after: 3 } },
    });
    expect(details['question.create']).toMatchObject({ changes: { text_en: { after: 'Describe a team' } } });
    expect(details['subtopic.delete']).toEqual({ sub_topic: sub.body.id, topic, name: 'Teamwork', questions_hidden: 0 });
    expect(details['translation.import']).toMatchObject({ language: 'hu', changed: 1, units: [imported.unit] });
    expect(details['translation.revert']).toMatchObject({ unit: imported.unit, before: 'Csapatmunka' });
    expect(details['export.csv']).toEqual({ topic, language: 'de', country: 'CZ', rows: 0 });
    expect(details['export.package']).toMatchObject({ topic, coarsen: true, k: 3, attempts: 0 });

    // The filters: the action, part of the person's e-mail, the days.
    expect((await list('?action=question.update')).map((e) => e.details.question)).toEqual([question]);
    expect(await list(`?actor=${encodeURIComponent(staff.email.slice(2, 9).toUpperCase())}`)).toHaveLength(done.length);
    expect(await list('?actor=nobody')).toEqual([]);
    expect(await list('?from=2999-01-01')).toEqual([]);
    expect(await list(`?to=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}&tz=Europe/Prague`)).toHaveLength(
      done.length,
    );
  });

  it('refuses a filter it cannot honour in words, as the export does, and anyone but staff', async () => {
    const wrong = await asStaff('GET', `${auditApiPaths.list}?action=question.rename&from=2026-02-30&tz=Mars/Base`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      action: 'VALIDATION.INVALID_VALUE',
      from: 'VALIDATION.DATE_INVALID',
      tz: 'VALIDATION.INVALID_VALUE',
    });
    expect((await asStaff('GET', `${auditApiPaths.list}?from=2026-03-02&to=2026-03-01`)).body.errors).toEqual({
      from: 'VALIDATION.DATE_ORDER',
    });
    expect((await call(t, 'GET', auditApiPaths.list)).status).toBe(401);
    expect((await call(t, 'GET', auditApiPaths.list, { token: (await activeUser(t)).token })).status).toBe(403);
  });

  it('pages newest first, 50 at a time, to the last entry', async () => {
    await t.database.db.execute(sql`
      INSERT INTO audit_entries (actor, source, request_id, action)
      SELECT 'pager@example.com', 'api', 'paging-' || n, 'export.codebook' FROM generate_series(1, ${auditPageSize + 5}) AS n`);
    const first = await asStaff('GET', `${auditApiPaths.list}?actor=pager`);
    expect(first.body.entries).toHaveLength(auditPageSize);
    expect(first.body.entries[0].requestId).toBe(`paging-${auditPageSize + 5}`);
    const second = await asStaff('GET', `${auditApiPaths.list}?actor=pager&before=${first.body.next}`);
    expect(second.body.entries.map((e: AuditEntry) => e.requestId)).toEqual([
      'paging-5',
      'paging-4',
      'paging-3',
      'paging-2',
      'paging-1',
    ]);
    expect(second.body.next).toBeNull();
  });
});

describe('given the audit trail', () => {
  it('no operation of the API changes or deletes an entry, and the database refuses it too', async () => {
    const document = (await call(t, 'GET', '/api/openapi.json')).body;
    const auditPaths = Object.entries(document.paths as Record<string, Record<string, unknown>>).filter(([path]) =>
      path.includes('audit'),
    );
    expect(auditPaths.map(([path, operations]) => [path, Object.keys(operations)])).toEqual([['/api/staff/audit', ['get']]]);
    expect(auditPaths[0]![1].get).toMatchObject({ security: [expect.anything()] });

    for (const statement of [
      sql`UPDATE audit_entries SET actor = 'someone else'`,
      sql`DELETE FROM audit_entries`,
      sql`TRUNCATE audit_entries`,
    ]) {
      const refusal = await t.database.db.execute(statement).then(
        () => undefined,
        (error: Error) => (error.cause ?? error) as Error & { code?: string },
      );
      expect(refusal?.message).toMatch(/audit entries are append-only/);
      expect(refusal?.code).toBe('42501');
    }
    expect((await list()).length).toBeGreaterThan(0);
  });
});

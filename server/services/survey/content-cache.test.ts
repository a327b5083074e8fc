import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChangeFeed } from '../../db/change-feed';
import { topics } from '../../db/schema';
import { call } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { openSecondProcess } from '../../test-support/second-process';
import { seedFixtureTopics } from '../../test-support/survey';
import { createContentCache } from './content-cache';

let t: TestApp;
let topicIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  topicIds = await seedFixtureTopics(t);
});
afterAll(async () => t?.close());

const topicNames = async () =>
  ((await call(t, 'GET', '/api/survey/topics')).body.topics as { name: string }[]).map((topic) => topic.name);
const rename = (db: TestApp['database']['db'], name: string) =>
  db
    .update(topics)
    .set({ name: { en: name } })
    .where(eq(topics.id, topicIds.alpha!));

describe('given the content cached by the process', () => {
  it('answers a repeated anonymous topic list without a statement', async () => {
    await t.database.changes.caughtUp();
    await topicNames();
    const before = t.database.statementCount();
    await topicNames();
    expect(t.database.statementCount() - before).toBe(0);
  });

  it('shows a change made through this process on the next request', async () => {
    await topicNames();
    await rename(t.database.db, 'Renamed here');
    expect(await topicNames()).toContain('Renamed here');
  });

  it('hides a soft-deleted topic at once', async () => {
    await t.database.db.update(topics).set({ deletedAt: new Date() }).where(eq(topics.id, topicIds.alpha!));
    expect((await call(t, 'POST', '/api/survey/generate', { body: { topic: topicIds.alpha } })).status).not.toBe(200);
    await t.database.db.update(topics).set({ deletedAt: null }).where(eq(topics.id, topicIds.alpha!));
    expect((await call(t, 'GET', '/api/survey/topics')).body.topics.map((x: { id: number }) => x.id)).toContain(topicIds.alpha);
  });
});

describe('given a change feed that is not live', () => {
  it('reads the content version on each use and loads again only when it moved', async () => {
    const deaf: ChangeFeed = {
      onChange: () => () => {},
      live: () => false,
      announce: () => {},
      caughtUp: () => Promise.resolve(),
    };
    const cache = createContentCache(t.database.db, deaf);
    await rename(t.database.db, 'Before');
    expect((await cache.snapshot()).topic(topicIds.alpha!)?.name.en).toBe('Before');
    await t.database.changes.caughtUp();
    const before = t.database.statementCount();
    await cache.snapshot();
    expect(t.database.statementCount() - before).toBe(1);
    await rename(t.database.db, 'After');
    expect((await cache.snapshot()).topic(topicIds.alpha!)?.name.en).toBe('After');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('given another process on the same PostgreSQL database', () => {
  it('shows that process’s content change once its notification has arrived', async () => {
    await topicNames();
    const other = await openSecondProcess(t);
    try {
      await rename(other.db, 'Renamed elsewhere');
    } finally {
      await other.close();
    }
    await vi.waitFor(async () => expect(await topicNames()).toContain('Renamed elsewhere'));
  });
});

/**
 * Backup benchmark: the size and duration of a backup, and of restoring it, for the demo database
 * and with BENCH_ROWS (default 100 000) completed attempts. Run by hand, never by `npm test`.
 *
 *   npm run bench:backup                                  # embedded database (PGlite) in temporary folders
 *   DATABASE_URL=postgres://… npm run bench:backup        # PostgreSQL (schemas of their own, dropped after)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { gzipExport, writeBackupFile } from '../backup/backup-file';
import { restoreBackup } from '../backup/restore';
import { megabytes } from '../backup/schedule';
import { readContentDir } from '../content/read';
import { seedContent } from '../content/seed';
import { type Database, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { questionOptions, questions, subTopics, topics } from '../db/schema';
import { insertCompletedAttempts, insertPeople, machine, printTable } from './support';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const url = process.env.DATABASE_URL || undefined;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-bench-'));
const schemas: string[] = [];

async function newDatabase(name: string): Promise<Database> {
  const pgSchema = url ? `bench_backup_${name.replace(/\W/g, '_')}_${Date.now()}` : undefined;
  if (pgSchema) schemas.push(pgSchema);
  return openDatabase({ url, pgSchema, dataDir: url ? undefined : path.join(work, name) });
}

/** Completed attempts of the first topic, each answering every question (its first choice, or a text). */
async function addAttempts(database: Database, count: number) {
  const { db } = database;
  const [topic] = await db.select().from(topics).orderBy(topics.position, topics.id).limit(1);
  const qs = await db
    .select({ id: questions.id, type: questions.type })
    .from(questions)
    .innerJoin(subTopics, sql`${subTopics.id} = ${questions.subTopicId}`)
    .where(sql`${subTopics.topicId} = ${topic!.id}`);
  const options = await db.select().from(questionOptions);
  const firstOf = (id: number) => options.find((o) => o.questionId === id)?.id ?? 0;
  const answers = Object.fromEntries(
    qs.map((q) => [
      String(q.id),
      { answered: q.type === 'TXT' ? 'Vlastní odpověď – žluťoučký kůň' : firstOf(q.id), started_at: null, updated_at: [] },
    ]),
  );
  const subs = await db.select().from(subTopics).where(sql`${subTopics.topicId} = ${topic!.id}`);
  const results = subs.map((s) => ({ sub_topic_id: s.id, actual_points: 1.5, total_points: 3, level: 2, levels: 3 }));
  const people = await insertPeople(db, { count: 1000, prefix: 'bench' });
  const like = { topicId: topic!.id, questionIds: qs.map((q) => q.id), answers, results };
  await insertCompletedAttempts(
    db,
    people.map((p) => p.respondentId),
    like,
    count,
  );
}

async function measure(label: string, attempts: number) {
  const source = await newDatabase(`${label}-source`);
  await migrate(source);
  await seedContent(source, readContentDir());
  if (attempts) await addAttempts(source, attempts);
  const file = path.join(work, `${label}.backup.gz`);
  const started = Date.now();
  let exported = 0;
  const stream = gzipExport(source);
  stream.once('end', () => (exported = Date.now() - started));
  const { bytes, manifest } = await writeBackupFile(file, stream);
  const backupMs = Date.now() - started;
  await source.close();
  const target = await newDatabase(`${label}-target`);
  const restoreStart = Date.now();
  await restoreBackup(target, file);
  const restoreMs = Date.now() - restoreStart;
  await target.close();
  return {
    database: `${label} (${url ? 'PostgreSQL' : 'PGlite'})`,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    'backup file': megabytes(bytes),
    'export (snapshot held)': `${(exported / 1000).toFixed(1)} s`,
    'backup incl. check': `${(backupMs / 1000).toFixed(1)} s`,
    'restore incl. checks': `${(restoreMs / 1000).toFixed(1)} s`,
  };
}

try {
  const results = [await measure('demo', 0), await measure(`${rows} attempts`, rows)];
  console.log(machine());
  printTable(results);
  console.log(`peak RSS of this process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
} finally {
  if (url) {
    const admin = await openDatabase({ url });
    for (const schema of schemas) await admin.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    await admin.close();
  }
  fs.rmSync(work, { recursive: true, force: true });
}

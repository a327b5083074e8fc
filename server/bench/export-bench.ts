/**
 * Export benchmark (docs/performance.md): seeds completed attempts of one topic and exports them,
 * reporting rows per second and the peak resident memory; then builds the research package of the same
 * attempts and reports the same for it. Not a timed test: run it by hand.
 *
 *   npm run bench:export                 # 100 000 attempts in a temporary embedded database (PGlite)
 *   BENCH_ROWS=20000 npm run bench:export
 *   DATABASE_URL=postgres://… npm run bench:export   # against PostgreSQL (uses a fresh schema)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readContentDir } from '../content/read';
import { seedContent } from '../content/seed';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { questionOptions, questions, subTopics, topics } from '../db/schema';
import { createExporter } from '../services/export/exporter';
import { createPackageExporter } from '../services/export/package/research-package';
import { insertCompletedAttempts, insertPeople } from './support';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const url = process.env.DATABASE_URL || undefined;
const dataDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'export-bench-'));
const pgSchema = url ? `bench_${Date.now()}` : undefined;

const database = await openDatabase({ url, dataDir, pgSchema });
await migrate(database);
await seedContent(database, readContentDir());
const { db } = database;
const [topic] = await db.select().from(topics).orderBy(topics.position, topics.id).limit(1);
const qs = await db
  .select({ id: questions.id, type: questions.type })
  .from(questions)
  .innerJoin(subTopics, sql`${subTopics.id} = ${questions.subTopicId}`)
  .where(sql`${subTopics.topicId} = ${topic!.id}`);
const opts = await db.select().from(questionOptions);
const subs = await db.select().from(subTopics).where(sql`${subTopics.topicId} = ${topic!.id}`);

// 1 000 respondents with profiles; attempts spread over them.
const people = (await insertPeople(db, { count: 1000, prefix: 'bench' })).map((p) => p.respondentId);

const answerFor = (q: { id: number; type: string }) => {
  const own = opts.filter((o) => o.questionId === q.id);
  switch (q.type) {
    case 'TXT':
      return 'Odpověď; s "uvozovkami" a diakritikou – žluťoučký kůň';
    case 'MCA':
    case 'DND':
      return own.filter((o) => o.kind !== 'row').map((o) => o.id);
    case 'ASG':
      return Object.fromEntries(
        own.filter((o) => o.kind === 'row').map((r) => [String(r.id), own.find((o) => o.kind === 'option')?.id ?? 0]),
      );
    default:
      return own[0]?.id ?? 0;
  }
};
const answers = Object.fromEntries(qs.map((q) => [String(q.id), { answered: answerFor(q), started_at: null, updated_at: [] }]));
const results = subs.map((s) => ({ sub_topic_id: s.id, actual_points: 1.5, total_points: 3, level: 2, levels: 3 }));

const seedStart = Date.now();
await insertCompletedAttempts(db, people, { topicId: topic!.id, questionIds: qs.map((q) => q.id), answers, results }, rows);
console.log(`seeded ${rows} completed attempts in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

global.gc?.();
let peak = process.memoryUsage().rss;
const baseline = peak;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const exporter = createExporter({ db });
const start = Date.now();
let bytes = 0;
let lines = 0;
for await (const piece of exporter.csv({ topic: topic!.id }, 'cs')) {
  bytes += Buffer.byteLength(piece);
  lines += piece.split('\r\n').length - 1;
  peak = Math.max(peak, process.memoryUsage().rss);
}
const seconds = (Date.now() - start) / 1000;
clearInterval(sampler);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
console.log(
  JSON.stringify({
    database: database.kind,
    rows: lines - 1,
    seconds: Number(seconds.toFixed(2)),
    rows_per_second: Math.round((lines - 1) / seconds),
    csv_size: mb(bytes),
    rss_before_export: mb(baseline),
    peak_rss: mb(peak),
  }),
);
// The research package of the same rows: respondents, wide and long CSVs, the SPSS copy, zipped.
global.gc?.();
const packageBaseline = process.memoryUsage().rss;
let packagePeak = packageBaseline;
const packageSampler = setInterval(() => {
  packagePeak = Math.max(packagePeak, process.memoryUsage().rss);
}, 20);
const packageStart = Date.now();
const { stream, attempts } = await createPackageExporter({ db }).build({ topic: topic!.id, language: 'cs' });
let zipBytes = 0;
for await (const chunk of stream as AsyncIterable<Buffer>) {
  zipBytes += chunk.length;
  packagePeak = Math.max(packagePeak, process.memoryUsage().rss);
}
const packageSeconds = (Date.now() - packageStart) / 1000;
clearInterval(packageSampler);
console.log(
  JSON.stringify({
    database: database.kind,
    research_package_attempts: attempts,
    seconds: Number(packageSeconds.toFixed(2)),
    attempts_per_second: Math.round(attempts / packageSeconds),
    zip_size: mb(zipBytes),
    rss_before_package: mb(packageBaseline),
    peak_rss: mb(packagePeak),
  }),
);
if (pgSchema) await db.execute(sql.raw(`DROP SCHEMA "${pgSchema}" CASCADE`));
await database.close();
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });

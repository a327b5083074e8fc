/**
 * Insights benchmark (docs/performance.md "Insights"): seeds completed attempts of the first seed topic, one per
 * respondent by default (the heaviest case: every attempt is a respondent's latest, so every fact is counted)
 * or spread over BENCH_RESPONDENTS respondents, with answers that vary, and times
 * the one-time writing of their answer facts, then each view of the staff insights with and without filters,
 * and the longest single statement a view sends (on the embedded database, how long a respondent's request may
 * wait behind it), beside the longest statement of a CSV export of the same attempts. Not a timed test.
 *
 *   npm run bench:insights                  # 100 000 attempts in a temporary embedded database (PGlite)
 *   BENCH_ROWS=20000 npm run bench:insights
 *   BENCH_RESPONDENTS=1000 npm run bench:insights   # 100 000 attempts of 1 000 respondents, as bench:export seeds them
 *   DATABASE_URL=postgres://… npm run bench:insights   # against PostgreSQL (uses a fresh schema)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InsightsQuery, ParticipationQuery } from '../../contract/api/insights';
import { readContentDir } from '../content/read';
import { seedContent } from '../content/seed';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { type StoredAnswer, surveyAttempts, topics } from '../db/schema';
import { createExporter } from '../services/export/exporter';
import { createInsights } from '../services/insights/insights';
import { keyedQuestionsOfTopic } from '../services/survey/keyed-questions';
import { choicesOfKind, type KeyedQuestion } from '../services/survey/question-keys';
import { scoreAttempt } from '../services/survey/scoring';
import { insertPeople } from './support';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 7);
const respondentCount = Number(process.env.BENCH_RESPONDENTS ?? rows);
const url = process.env.DATABASE_URL || undefined;
const dataDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'insights-bench-'));
const pgSchema = url ? `bench_${Date.now()}` : undefined;

const database = await openDatabase({ url, dataDir, pgSchema });
await migrate(database);
await seedContent(database, readContentDir());
const { db } = database;
const [topic] = await db.select().from(topics).orderBy(topics.position, topics.id).limit(1);
const questions = await keyedQuestionsOfTopic(db, topic!.id, 'none');

/** A small deterministic generator, so two runs seed the same answers. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const shuffled = <T>(list: readonly T[]) => [...list].sort(() => random() - 0.5);

function answerTo(q: KeyedQuestion): unknown {
  switch (q.type) {
    case 'OCA':
      return pick(choicesOfKind(q, 'option')).id;
    case 'SCL':
      return pick(choicesOfKind(q, 'grade')).id;
    case 'MCA':
      return choicesOfKind(q, 'option')
        .filter(() => random() < 0.5)
        .map((c) => c.id);
    case 'DND':
      return shuffled(choicesOfKind(q, 'item')).map((c) => c.id);
    case 'ASG': {
      const options = choicesOfKind(q, 'option');
      return Object.fromEntries(choicesOfKind(q, 'row').map((row) => [String(row.id), pick(options).id]));
    }
    case 'TXT':
      return 'Meine eigenen Worte';
  }
}

/** 500 answer patterns, each with timings and its results as scoring gives them; attempts take them in turn. */
const patterns = Array.from({ length: 500 }, () => {
  const answers: Record<string, StoredAnswer> = {};
  for (const q of questions) {
    if (random() < 0.05) continue;
    const started = Date.UTC(2026, 0, 1) + Math.floor(random() * 1000);
    answers[String(q.id)] = {
      answered: answerTo(q),
      started_at: new Date(started).toISOString(),
      updated_at: [new Date(started + 5000 + Math.floor(random() * 60_000)).toISOString()],
    };
  }
  return { answers, results: scoreAttempt(questions, answers, () => 3) };
});

const seedStart = Date.now();
const people = await insertPeople(db, { count: respondentCount, prefix: 'insights' });
const yearStart = Date.UTC(2026, 0, 1);
const span = 300 * 86_400_000;
for (let done = 0; done < rows; done += 1000) {
  await db.insert(surveyAttempts).values(
    Array.from({ length: Math.min(1000, rows - done) }, (_, k) => {
      const i = done + k;
      const person = people[i % people.length]!;
      const pattern = patterns[i % patterns.length]!;
      const completed = yearStart + Math.floor((i / rows) * span);
      return {
        id: randomBytes(16).toString('base64url'),
        respondentId: person.respondentId,
        topicId: topic!.id,
        language: 'de',
        questionIds: questions.map((q) => q.id),
        optionOrder: {},
        answers: pattern.answers,
        results: pattern.results,
        fetched: true,
        completedAt: new Date(completed),
        createdAt: new Date(completed - 600_000 - (i % 50) * 60_000),
        updatedAt: new Date(completed),
      };
    }),
  );
}
console.log(
  `seeded ${rows} completed attempts of ${people.length} respondents in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
);

// On the embedded database every statement's time is told (PGlite answers one at a time, so a respondent's
// request may wait as long as the longest); a PostgreSQL server answers them side by side.
let longestStatement = 0;
database.statementTimes?.listen((seconds) => {
  longestStatement = Math.max(longestStatement, seconds * 1000);
});
const timed = async <T>(work: () => Promise<T>) => {
  longestStatement = 0;
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, longest: database.statementTimes ? longestStatement : null, result };
};

const insights = createInsights({ db });
const fill = await timed(() => insights.fillFacts());
console.log(
  JSON.stringify({
    database: database.kind,
    answer_facts_written_for: fill.result,
    seconds: Number((fill.ms / 1000).toFixed(1)),
  }),
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const filters: Record<string, Partial<InsightsQuery>> = {
  'no filter': {},
  country: { country: 'CZ' },
  'country, age band, dates': { country: 'CZ', age_band: '60-64', time_from: '2026-03-01', time_to: '2026-08-31' },
};
const base: InsightsQuery = { topic: topic!.id, language: 'de' };
for (const [name, filter] of Object.entries(filters)) {
  const query = { ...base, ...filter };
  const views: Record<string, () => Promise<unknown>> = {
    participation: () => insights.participation({ ...query, period: 'week' } as ParticipationQuery),
    results: () => insights.results(query),
    questions: () => insights.questions(query),
  };
  for (const [view, call] of Object.entries(views)) {
    await call();
    const times: number[] = [];
    const longest: (number | null)[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await timed(call);
      times.push(run.ms);
      longest.push(run.longest);
    }
    console.log(
      JSON.stringify({
        database: database.kind,
        attempts: rows,
        respondents: people.length,
        filter: name,
        view,
        median_ms: Math.round(median(times)),
        max_ms: Math.round(Math.max(...times)),
        longest_statement_ms: longest[0] === null ? 'n/a' : Math.round(median(longest as number[])),
      }),
    );
  }
}

// What a respondent may wait behind during an export of the same attempts: its longest statement.
const exporter = createExporter({ db });
const exported = await timed(async () => {
  let lines = 0;
  for await (const piece of exporter.csv({ topic: topic!.id }, 'de')) lines += piece.split('\r\n').length - 1;
  return lines;
});
console.log(
  JSON.stringify({
    database: database.kind,
    csv_export_rows: exported.result - 1,
    seconds: Number((exported.ms / 1000).toFixed(1)),
    longest_statement_ms: exported.longest === null ? 'n/a' : Math.round(exported.longest),
  }),
);

if (pgSchema) await db.execute(sql.raw(`DROP SCHEMA "${pgSchema}" CASCADE`));
await database.close();
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });

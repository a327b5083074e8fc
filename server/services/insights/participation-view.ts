import { sql } from 'drizzle-orm';
import {
  type AgeBand,
  ageBands,
  type ParticipationQuery,
  type ParticipationView,
  type Statistic,
} from '../../../contract/api/insights';
import { textIn } from '../../../contract/content';
import type { Executor } from '../../db/executor';
import { rowsOf } from '../../db/migrate';
import { keyedQuestionsOfTopic } from '../survey/keyed-questions';
import { ageBand, ageBandOf, allOf, country, dateConditions, profileConditions, respondentKey } from './insight-filters';
import { periodsBetween } from './periods';
import { type RawCount, protectCount, protectPartition, protectStatistic } from './small-groups';

const measures = ['registered', 'started', 'completed', 'unfinished'] as const;
type Measure = (typeof measures)[number];

interface EventCount {
  measure: Measure;
  /** Which grouping the row is: 0 the total, 1 by period, 2 by country, 3 by age band. */
  grouping: 0 | 1 | 2 | 3;
  period: string | null;
  country: string | null;
  band: AgeBand | null;
  n: number;
  people: number;
}

/** The topic's attempts within the profile filters, as `att` (dates are the events' own). */
const topicAttempts = (query: ParticipationQuery) => sql`
  att AS (
    SELECT a.id, a.created_at, a.completed_at, ${respondentKey} AS respondent, ${country} AS country, ${ageBand} AS band
    FROM survey_attempts a LEFT JOIN users u ON u.respondent_id = a.respondent_id
    WHERE ${allOf([sql`a.topic_id = ${query.topic}`, ...profileConditions(query)])}
  )`;

/**
 * Every event the view counts, once: an account registered (staff excepted), an attempt started, completed,
 * or started and not completed; each at its own time, within the view's dates.
 */
function events(query: ParticipationQuery) {
  const users = { country: sql`u.country`, gender: sql`u.gender`, ageBand: ageBandOf(sql`u.age`) };
  return sql`${topicAttempts(query)},
  events AS (
    SELECT 'started' AS measure, created_at AS at, respondent, country, band FROM att
    WHERE ${allOf(dateConditions(query, sql`created_at`))}
    UNION ALL
    SELECT 'completed', completed_at, respondent, country, band FROM att
    WHERE completed_at IS NOT NULL AND ${allOf(dateConditions(query, sql`completed_at`))}
    UNION ALL
    SELECT 'unfinished', created_at, respondent, country, band FROM att
    WHERE completed_at IS NULL AND ${allOf(dateConditions(query, sql`created_at`))}
    UNION ALL
    SELECT 'registered', u.created_at, u.respondent_id::text, u.country, ${users.ageBand} FROM users u
    WHERE ${allOf([sql`NOT u.is_staff`, ...profileConditions(query, users), ...dateConditions(query, sql`u.created_at`)])}
  )`;
}

/**
 * Per measure, and per measure and period, country or age band: how many events and how many different
 * respondents. Each grouping first gathers a respondent's events (a hash aggregate), then counts them: the
 * same figures as count(DISTINCT …) over grouping sets, which sorted every event four times.
 */
async function eventCounts(db: Executor, query: ParticipationQuery) {
  const period = sql.raw(query.period === 'week' ? `'week'` : `'month'`);
  const per = (grouping: EventCount['grouping'], key: string) => {
    const column = sql.raw(key);
    return sql`
      SELECT measure, ${grouping}::int AS grouping, ${key === 'p' ? sql`p::text` : sql`NULL`} AS period,
        ${key === 'country' ? sql`country` : sql`NULL`} AS country, ${key === 'band' ? sql`band` : sql`NULL`} AS band,
        sum(n)::int AS n, count(*)::int AS people
      FROM (SELECT measure, ${column} AS ${column}, respondent, count(*) AS n FROM e GROUP BY measure, ${column}, respondent) x
      GROUP BY measure, ${column}`;
  };
  return rowsOf<EventCount>(
    await db.execute(sql`WITH ${events(query)},
      e AS MATERIALIZED (
        SELECT measure, respondent, country, band, date_trunc(${period}, at AT TIME ZONE 'UTC')::date AS p, TRUE AS everyone
        FROM events
      )
      ${per(0, 'everyone')} UNION ALL ${per(1, 'p')} UNION ALL ${per(2, 'country')} UNION ALL ${per(3, 'band')}`),
  );
}

/** Completion rate (attempts started in the dates that are completed) and the median minutes to complete. */
async function completionFigures(db: Executor, query: ParticipationQuery) {
  const [row] = rowsOf<{
    started: number;
    finished: number;
    finished_people: number;
    unfinished_people: number;
    median: number | null;
    timed: number;
  }>(
    await db.execute(sql`WITH ${topicAttempts(query)},
      started AS (SELECT * FROM att WHERE ${allOf(dateConditions(query, sql`created_at`))}),
      completed AS (SELECT * FROM att WHERE completed_at IS NOT NULL AND ${allOf(dateConditions(query, sql`completed_at`))})
      SELECT (SELECT count(*) FROM started)::int AS started,
        (SELECT count(*) FROM started WHERE completed_at IS NOT NULL)::int AS finished,
        (SELECT count(DISTINCT respondent) FROM started WHERE completed_at IS NOT NULL)::int AS finished_people,
        (SELECT count(DISTINCT respondent) FROM started WHERE completed_at IS NULL)::int AS unfinished_people,
        (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - created_at) / 60)
         FROM completed)::float8 AS median,
        (SELECT count(DISTINCT respondent) FROM completed)::int AS timed`),
  );
  return row!;
}

/** Where unfinished attempts stop: the question whose answer was saved last, null when none was. */
async function stopCounts(db: Executor, query: ParticipationQuery) {
  return rowsOf<{ question: number | null; n: number; people: number }>(
    await db.execute(sql`WITH ${topicAttempts(query)}
      SELECT s.question, count(*)::int AS n, count(DISTINCT s.respondent)::int AS people FROM (
        SELECT att.respondent, (
          SELECT e.key::int FROM jsonb_each(a.answers) e
          WHERE coalesce(e.value->'answered', 'null'::jsonb) <> 'null'::jsonb
          -- A client that sends no times (the API does not require them): the last answered in the attempt's order.
          ORDER BY e.value->'updated_at'->>-1 DESC NULLS LAST, array_position(a.question_ids, e.key::int) DESC NULLS LAST
          LIMIT 1
        ) AS question
        FROM att JOIN survey_attempts a ON a.id = att.id
        WHERE att.completed_at IS NULL AND ${allOf(dateConditions(query, sql`att.created_at`))}
      ) s GROUP BY s.question ORDER BY n DESC, s.question NULLS FIRST`),
  );
}

const raw = (row: EventCount | undefined): RawCount => ({ value: row?.n ?? 0, people: row?.people ?? 0 });

type Counts = EventCount[];
const of = (counts: Counts, measure: Measure, grouping: EventCount['grouping']) =>
  counts.filter((row) => row.measure === measure && row.grouping === grouping);

/**
 * The totals. Without dates the completed and the unfinished add up to the started (with dates nearly), so
 * they are protected as a distribution: an unfinished count under k is not left to the started less the completed.
 */
function protectedTotals(counts: Counts, k: number): ParticipationView['totals'] {
  const total = (measure: Measure) => raw(of(counts, measure, 0)[0]);
  const [completed, unfinished] = protectPartition([total('completed'), total('unfinished')], k);
  return {
    registered: protectCount(total('registered'), k),
    started: protectCount(total('started'), k),
    completed: completed!,
    unfinished: unfinished!,
  };
}

/** The share completed of the started: it tells both groups, so it is given only when each has k or none. */
function completionRate(completion: Awaited<ReturnType<typeof completionFigures>>, k: number): Statistic {
  const { started, finished, finished_people: done, unfinished_people: notDone } = completion;
  if (started === 0) return { value: null, n: 0, missing: 'no_answers' };
  if ((finished > 0 && done < k) || (started > finished && notDone < k)) {
    return { value: null, n: null, missing: 'fewer_than_k' };
  }
  return protectStatistic(finished / started, done + notDone, k);
}

/** Each measure per period, every period from the first to the last, each measure's periods a distribution. */
function overTime(counts: Counts, period: ParticipationQuery['period'], k: number): ParticipationView['overTime'] {
  const seen = counts
    .filter((r) => r.grouping === 1)
    .map((r) => r.period!)
    .sort();
  const periods = seen.length ? periodsBetween(seen[0]!, seen.at(-1)!, period) : [];
  const by = Object.fromEntries(
    measures.map((m) => [
      m,
      protectPartition(
        periods.map((p) => raw(of(counts, m, 1).find((r) => r.period === p))),
        k,
      ),
    ]),
  ) as Record<Measure, (number | null)[]>;
  return periods.map((p, i) => ({
    period: p,
    registered: by.registered[i]!,
    started: by.started[i]!,
    completed: by.completed[i]!,
    unfinished: by.unfinished[i]!,
  }));
}

/** Started and completed per country or age band, in a fixed order so a tie hides the same count every time. */
function byGroup<K extends 'country' | 'band'>(counts: Counts, key: K, grouping: 2 | 3, k: number) {
  const order = (value: string | null) =>
    value === null ? '~' : key === 'band' ? String(ageBands.indexOf(value as AgeBand)).padStart(2, '0') : value;
  const values = [
    ...new Set(counts.filter((r) => r.grouping === grouping && r.measure !== 'registered').map((r) => r[key])),
  ].sort((a, b) => order(a).localeCompare(order(b)));
  const protect = (measure: Measure) =>
    protectPartition(
      values.map((v) => raw(of(counts, measure, grouping).find((r) => r[key] === v))),
      k,
    );
  const [started, completed] = [protect('started'), protect('completed')];
  return values.map((value, i) => ({ [key]: value, started: started[i]!, completed: completed[i]! }));
}

/** The participation view of docs/insights.md. */
export async function participationView(db: Executor, query: ParticipationQuery, k: number): Promise<ParticipationView> {
  const [counts, completion, stops, questions] = await Promise.all([
    eventCounts(db, query),
    completionFigures(db, query),
    stopCounts(db, query),
    keyedQuestionsOfTopic(db, query.topic, query.language),
  ]);
  const textOf = new Map(questions.map((q) => [q.id, textIn(q.text, query.language)]));
  const shownStops = protectPartition(
    stops.map((s) => ({ value: s.n, people: s.people })),
    k,
  );
  return {
    k,
    respondents: protectCount({ value: completion.timed, people: completion.timed }, k),
    period: query.period,
    totals: protectedTotals(counts, k),
    completionRate: completionRate(completion, k),
    medianMinutes: protectStatistic(completion.median, completion.timed, k),
    overTime: overTime(counts, query.period, k),
    byCountry: byGroup(counts, 'country', 2, k) as ParticipationView['byCountry'],
    byAgeBand: byGroup(counts, 'band', 3, k) as ParticipationView['byAgeBand'],
    stops: stops.map((stop, i) => ({
      question: stop.question,
      text: stop.question === null ? '' : (textOf.get(stop.question) ?? `#${stop.question}`),
      count: shownStops[i]!,
    })),
  };
}

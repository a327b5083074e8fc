import { type SQL, sql } from 'drizzle-orm';
import type { InsightsQuery } from '../../../contract/api/insights';
import type { Executor } from '../../db/executor';
import { dayAfter } from '../export/attempt-batches';

/**
 * The SQL of the insights' filters (docs/insights.md "Filters"). Attempts are `a` (survey_attempts) joined to
 * their respondent's account `u` (users); a profile value is the one stored at completion, else the account's
 * today, as the research package takes it.
 */
export const country = sql`coalesce(a.profile->>'country', u.country)`;
export const gender = sql`coalesce(a.profile->>'gender', u.gender)`;
const age = sql`coalesce((a.profile->>'age')::int, u.age)`;

/** The age band of docs/insights.md (contract/api/insights.ts ageBandOf, in SQL). */
export const ageBandOf = (years: SQL) => sql`CASE
  WHEN ${years} IS NULL THEN NULL
  WHEN ${years} < 55 THEN 'under-55'
  WHEN ${years} >= 80 THEN '80+'
  ELSE ((${years}) / 5 * 5)::text || '-' || ((${years}) / 5 * 5 + 4)::text END`;
export const ageBand = ageBandOf(age);

/** A respondent: their pseudonymous id, or the attempt itself when it has none (anonymous or withdrawn). */
export const respondentKey = sql`coalesce(a.respondent_id::text, a.id)`;

/** The attempts (with `a` and `u` in scope) of the view's profile filters. */
export function profileConditions(query: InsightsQuery, profile = { country, gender, ageBand }): SQL[] {
  const conditions: SQL[] = [];
  if (query.country) conditions.push(sql`${profile.country} = ${query.country}`);
  if (query.gender) conditions.push(sql`${profile.gender} = ${query.gender}`);
  if (query.age_band) conditions.push(sql`${profile.ageBand} = ${query.age_band}`);
  return conditions;
}

/** A time column within the view's dates (each day whole, UTC). */
export function dateConditions(query: InsightsQuery, column: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (query.time_from) conditions.push(sql`${column} >= ${new Date(`${query.time_from}T00:00:00Z`).toISOString()}::timestamptz`);
  if (query.time_to) conditions.push(sql`${column} < ${dayAfter(query.time_to).toISOString()}::timestamptz`);
  return conditions;
}

export const allOf = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`);

/**
 * The respondents of the results and questions views: each one's latest completed attempt at the topic within
 * the filters (`id`, `results`, `completed_at`, `respondent`); `withRepeats` adds how many such attempts they
 * have (`attempts`) and the first one (`first_id`).
 */
export function latestAttempts(query: InsightsQuery, withRepeats = false): SQL {
  const where = allOf([
    sql`a.topic_id = ${query.topic}`,
    sql`a.completed_at IS NOT NULL`,
    ...profileConditions(query),
    ...dateConditions(query, sql`a.completed_at`),
  ]);
  return sql`
    SELECT DISTINCT ON (${respondentKey}) a.id, a.results, a.completed_at, ${respondentKey} AS respondent${
      withRepeats
        ? sql`,
      count(*) OVER (PARTITION BY ${respondentKey}) AS attempts,
      first_value(a.id) OVER (PARTITION BY ${respondentKey} ORDER BY a.completed_at, a.id) AS first_id`
        : sql``
    }
    FROM survey_attempts a LEFT JOIN users u ON u.respondent_id = a.respondent_id
    WHERE ${where}
    ORDER BY ${respondentKey}, a.completed_at DESC, a.id DESC`;
}

/**
 * Runs a view's statement over its respondents, written first to a temporary table `pop` (dropped at the end of
 * the transaction) and measured: with the true number of respondents the planner looks up the facts of a few
 * hundred by index and hashes those of a hundred thousand. As a common table expression the set was
 * estimated at a row or two, and either choice went wrong at the other end (docs/performance.md "Insights").
 */
export function overRespondents(db: Executor, query: InsightsQuery, withRepeats: boolean, statement: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`CREATE TEMPORARY TABLE pop ON COMMIT DROP AS ${latestAttempts(query, withRepeats)}`);
    await tx.execute(sql`ANALYZE pop`);
    return tx.execute(statement);
  });
}

import { sql } from 'drizzle-orm';
import type { InsightsQuery, ResultsView } from '../../../contract/api/insights';
import { textIn } from '../../../contract/content';
import type { LocalizedText } from '../../../contract/content';
import type { Executor } from '../../db/executor';
import { rowsOf } from '../../db/migrate';
import { overRespondents } from './insight-filters';
import { protectCount, protectPartition, protectStatistic } from './small-groups';

interface SubTopicRow {
  id: number;
  name: LocalizedText;
  levels: { level: number; title: LocalizedText }[] | null;
}

/** The topic's sub-topics that are not deleted, in order, with their rating levels. */
async function subTopicsOf(db: Executor, topic: number) {
  return rowsOf<SubTopicRow>(
    await db.execute(sql`
      SELECT s.id, s.name,
        (SELECT jsonb_agg(jsonb_build_object('level', r.level, 'title', r.title) ORDER BY r.level)
         FROM rating_levels r WHERE r.sub_topic_id = s.id) AS levels
      FROM sub_topics s WHERE s.topic_id = ${topic} AND s.deleted_at IS NULL
      ORDER BY s.position, s.id`),
  );
}

/** Each view respondent's stored result per sub-topic: its latest attempt's, and its first attempt's too. */
const scores = sql`
  latest AS (
    SELECT (r->>'sub_topic_id')::int AS sub_topic_id, (r->>'level')::int AS level,
      (r->>'actual_points')::float8 / nullif((r->>'total_points')::float8, 0) AS score
    FROM pop CROSS JOIN LATERAL jsonb_array_elements(pop.results) AS r
  ),
  first AS (
    SELECT (r->>'sub_topic_id')::int AS sub_topic_id,
      (r->>'actual_points')::float8 / nullif((r->>'total_points')::float8, 0) AS score
    FROM pop JOIN survey_attempts a ON a.id = pop.first_id
    CROSS JOIN LATERAL jsonb_array_elements(a.results) AS r
    WHERE pop.attempts > 1
  ),
  repeated AS (
    SELECT (r->>'sub_topic_id')::int AS sub_topic_id,
      (r->>'actual_points')::float8 / nullif((r->>'total_points')::float8, 0) AS score
    FROM pop CROSS JOIN LATERAL jsonb_array_elements(pop.results) AS r
    WHERE pop.attempts > 1
  )`;

interface ResultSums {
  respondents: number;
  levels: { sub_topic_id: number; level: number; n: number }[];
  moments: {
    sub_topic_id: number;
    n: number;
    mean: number | null;
    sd: number | null;
    repeated_n: number;
    first_mean: number | null;
    latest_mean: number | null;
  }[];
}

/** Respondents by level, and mean, spread and first against latest per sub-topic, in one statement. */
async function resultSums(db: Executor, query: InsightsQuery): Promise<ResultSums> {
  const [row] = rowsOf<ResultSums>(
    await overRespondents(
      db,
      query,
      true,
      sql`WITH ${scores},
      levels AS (SELECT sub_topic_id, level, count(*)::int AS n FROM latest GROUP BY sub_topic_id, level),
      moments AS (
        SELECT sub_topic_id, count(score)::int AS n, avg(score)::float8 AS mean, stddev_samp(score)::float8 AS sd
        FROM latest GROUP BY sub_topic_id
      ),
      firsts AS (SELECT sub_topic_id, count(score)::int AS n, avg(score)::float8 AS mean FROM first GROUP BY sub_topic_id),
      latests AS (SELECT sub_topic_id, avg(score)::float8 AS mean FROM repeated GROUP BY sub_topic_id),
      joined AS (
        SELECT m.sub_topic_id, m.n, m.mean, m.sd, coalesce(f.n, 0) AS repeated_n, f.mean AS first_mean, l.mean AS latest_mean
        FROM moments m LEFT JOIN firsts f USING (sub_topic_id) LEFT JOIN latests l USING (sub_topic_id)
      )
      SELECT (SELECT coalesce(jsonb_agg(levels), '[]') FROM levels) AS levels,
        (SELECT coalesce(jsonb_agg(joined), '[]') FROM joined) AS moments,
        (SELECT count(*)::int FROM pop) AS respondents`,
    ),
  );
  return row!;
}

/** The results view of docs/insights.md: per sub-topic, respondents by level, mean and spread, first against latest. */
export async function resultsView(db: Executor, query: InsightsQuery, k: number): Promise<ResultsView> {
  const subTopics = await subTopicsOf(db, query.topic);
  const { levels, moments, respondents } = await resultSums(db, query);
  return {
    k,
    respondents: protectCount({ value: respondents, people: respondents }, k),
    subTopics: subTopics.map((subTopic) => {
      const own = levels.filter((row) => row.sub_topic_id === subTopic.id);
      const known = subTopic.levels ?? [];
      // A level stored with a result but no longer defined still counts, under its number.
      const numbers = [...new Set([...known.map((l) => l.level), ...own.map((row) => row.level)])].sort((a, b) => a - b);
      const counts = numbers.map((level) => own.find((row) => row.level === level)?.n ?? 0);
      const shown = protectPartition(
        counts.map((n) => ({ value: n, people: n })),
        k,
      );
      const m = moments.find((row) => row.sub_topic_id === subTopic.id);
      return {
        id: subTopic.id,
        name: textIn(subTopic.name, query.language),
        levels: numbers.map((level, i) => {
          const title = known.find((l) => l.level === level)?.title;
          return { level, title: title ? textIn(title, query.language) : String(level), count: shown[i]! };
        }),
        mean: protectStatistic(m?.mean ?? null, m?.n ?? 0, k),
        sd: protectStatistic(m?.sd ?? null, m?.n ?? 0, k, 'no_variance'),
        repeated: {
          first: protectStatistic(m?.first_mean ?? null, m?.repeated_n ?? 0, k),
          latest: protectStatistic(m?.latest_mean ?? null, m?.repeated_n ?? 0, k),
        },
      };
    }),
  };
}

import { sql } from 'drizzle-orm';
import type { InsightsQuery, QuestionInsight, QuestionsView, Statistic } from '../../../contract/api/insights';
import { textIn } from '../../../contract/content';
import { noneOptionId } from '../../../contract/question-rules';
import type { Executor } from '../../db/executor';
import { rowsOf } from '../../db/migrate';
import { keyedQuestionsOfTopic } from '../survey/keyed-questions';
import { choicesOfKind, type KeyedQuestion } from '../survey/question-keys';
import { overRespondents } from './insight-filters';
import { type ItemReliability, scaleReliability } from './reliability';
import { protectQuestionCounts } from './question-counts';
import { protectCount, protectStatistic } from './small-groups';

interface QuestionSums {
  question_id: number;
  asked: number;
  answered: number;
  skipped: number;
  empty: number;
  difficulty: number | null;
  scored: number;
  /** Over the respondents asked every scored question of the sub-topic (docs/insights.md "Reliability"). */
  sx: number | null;
  sxx: number | null;
  sxt: number | null;
  /** Non-zero on a sub-topic's first scored question only: respondents asked all its scored questions, Σt, Σt². */
  scale_n: number;
  st: number | null;
  stt: number | null;
}

interface ViewSums {
  sums: QuestionSums[];
  /** How many answers took each number of seconds, per question: the median is read off this. */
  seconds: { question_id: number; seconds: number; n: number }[];
  /** How many respondents made each distinct set of choices, per question. */
  choices: { question_id: number; choices: number[]; n: number }[];
  respondents: number;
}

/** The median of a histogram of whole seconds, as percentile_cont(0.5) gives it (the two middle values' mean). */
export function medianOf(histogram: readonly { seconds: number; n: number }[]): { value: number | null; n: number } {
  const sorted = [...histogram].sort((a, b) => a.seconds - b.seconds);
  const n = sorted.reduce((sum, bin) => sum + bin.n, 0);
  if (n === 0) return { value: null, n };
  const at = (rank: number) => {
    let seen = 0;
    for (const bin of sorted) {
      seen += bin.n;
      if (rank < seen) return bin.seconds;
    }
    return sorted.at(-1)!.seconds;
  };
  return { value: (at(Math.floor((n - 1) / 2)) + at(Math.ceil((n - 1) / 2))) / 2, n };
}

/**
 * Every sum of the view in one statement, reading the respondents' facts once, with hash aggregates only (no
 * sort of the facts): per question its counts, mean score and the reliability sums (and, on a sub-topic's
 * first scored question, the sums of its totals); per question a histogram of seconds and one of the sets of
 * choices made. `scoredPerSubTopic` says how many
 * scored questions a sub-topic asks now: a respondent asked all of them counts in its alpha.
 */
const viewSql = (scoredPerSubTopic: ReadonlyMap<number, number>) => {
  const scale = [...scoredPerSubTopic].map(([subTopic, k]) => sql`(${subTopic}::int, ${k}::int)`);
  return sql`
    WITH f AS MATERIALIZED (
      SELECT f.question_id, f.sub_topic_id, f.outcome, f.share, f.seconds, f.choices, f.sub_total, f.sub_first,
        f.sub_scored = scale.k AS complete
      FROM answer_facts f
      JOIN pop ON pop.id = f.attempt_id
      LEFT JOIN (VALUES ${scale.length ? sql.join(scale, sql`, `) : sql`(0, 0)`}) AS scale(sub_topic_id, k)
        ON scale.sub_topic_id = f.sub_topic_id
    ),
    sums AS (
      SELECT question_id,
        count(*)::int AS asked,
        count(*) FILTER (WHERE outcome = 'answered')::int AS answered,
        count(*) FILTER (WHERE outcome = 'skipped')::int AS skipped,
        count(*) FILTER (WHERE outcome = 'empty')::int AS empty,
        avg(share)::float8 AS difficulty,
        count(share)::int AS scored,
        sum(share) FILTER (WHERE complete)::float8 AS sx,
        sum(share * share) FILTER (WHERE complete)::float8 AS sxx,
        sum(share * sub_total) FILTER (WHERE complete)::float8 AS sxt,
        -- The sub-topic's totals ride on its first scored question's rows: one row per respondent and sub-topic.
        count(*) FILTER (WHERE complete AND sub_first)::int AS scale_n,
        sum(sub_total) FILTER (WHERE complete AND sub_first)::float8 AS st,
        sum(sub_total * sub_total) FILTER (WHERE complete AND sub_first)::float8 AS stt
      FROM f GROUP BY question_id
    ),
    -- One pass for two histograms: seconds per question, and each distinct set of choices per question (a
    -- handful per question), which the caller adds up per choice; unnesting every row's choices took longer.
    counts AS (
      SELECT question_id, seconds, choices, GROUPING(seconds) AS by_choices, count(*)::int AS n
      FROM f GROUP BY GROUPING SETS ((question_id, seconds), (question_id, choices))
    )
    SELECT
      (SELECT coalesce(jsonb_agg(sums), '[]') FROM sums) AS sums,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('question_id', question_id, 'seconds', seconds, 'n', n)), '[]')
       FROM counts WHERE by_choices = 0 AND seconds IS NOT NULL) AS seconds,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('question_id', question_id, 'choices', choices, 'n', n)), '[]')
       FROM counts WHERE by_choices = 1 AND cardinality(choices) > 0) AS choices,
      (SELECT count(*)::int FROM pop) AS respondents`;
};

async function viewSums(db: Executor, query: InsightsQuery, scoredPerSubTopic: ReadonlyMap<number, number>) {
  const [row] = rowsOf<ViewSums>(await overRespondents(db, query, false, viewSql(scoredPerSubTopic)));
  return row!;
}

/** The choices a question's counts are about, in their order, with "none of the above" last where offered. */
function countedChoices(question: KeyedQuestion, language: InsightsQuery['language'], noneText: string) {
  const kind = question.type === 'DND' ? 'item' : question.type === 'ASG' ? 'row' : question.type === 'SCL' ? 'grade' : 'option';
  const listed =
    question.type === 'TXT' ? [] : choicesOfKind(question, kind).map((c) => ({ id: c.id, text: textIn(c.text, language) }));
  return question.type === 'MCA' && question.canBeNone ? [...listed, { id: noneOptionId, text: noneText }] : listed;
}

interface QuestionParts {
  question: KeyedQuestion;
  sums: QuestionSums | undefined;
  seconds: { value: number | null; n: number };
  counts: Map<number, number>;
  /** The sub-topic's reliability, and how many respondents it rests on (those asked all its scored questions). */
  reliability: { item: ItemReliability | undefined; n: number };
  k: number;
  language: InsightsQuery['language'];
  noneText: string;
}

function questionInsight({
  question,
  sums,
  seconds,
  counts,
  reliability,
  k,
  language,
  noneText,
}: QuestionParts): QuestionInsight {
  const choices = countedChoices(question, language, noneText);
  const shown = protectQuestionCounts(
    {
      asked: sums?.asked ?? 0,
      answered: sums?.answered ?? 0,
      skipped: sums?.skipped ?? 0,
      empty: sums?.empty ?? 0,
      choices: choices.map((c) => counts.get(c.id) ?? 0),
      singleChoice: question.type === 'OCA' || question.type === 'SCL',
    },
    k,
  );
  const scored = sums?.scored ?? 0;
  const notScored: Statistic = { value: null, n: shown.asked, missing: 'not_scored' };
  const overScale = (value: number | null, missing?: ItemReliability['itemRestMissing']) =>
    scored ? protectStatistic(value, reliability.n, k, missing) : notScored;
  // The mean score is a sum of the choices' counts over the asked: given while one is hidden, it would tell it.
  const difficulty = !scored
    ? notScored
    : shown.anyHidden
      ? { value: null, n: shown.asked, missing: 'fewer_than_k' as const }
      : protectStatistic(sums?.difficulty ?? null, scored, k);
  const medianSeconds = protectStatistic(seconds.value, seconds.n, k);
  return {
    id: question.id,
    text: textIn(question.text, language),
    type: question.type,
    evaluated: question.evaluated && question.type !== 'TXT',
    asked: shown.asked,
    answered: shown.answered,
    skipped: shown.skipped,
    empty: shown.empty,
    choiceKind: question.type === 'TXT' ? null : question.type === 'DND' || question.type === 'ASG' ? 'right' : 'chosen',
    choices: choices.map((c, i) => ({ ...c, count: shown.choices[i]! })),
    // How many were timed is the answered and empty together: not given while one of them is hidden.
    medianSeconds: shown.anyHidden && medianSeconds.value !== null ? { ...medianSeconds, n: null } : medianSeconds,
    difficulty,
    itemRest: overScale(reliability.item?.itemRest ?? null, reliability.item?.itemRestMissing),
    alphaIfRemoved: overScale(reliability.item?.alphaIfRemoved ?? null, reliability.item?.alphaIfRemovedMissing),
  };
}

/** The questions view of docs/insights.md: per sub-topic its alpha and, per question, counts and item statistics. */
export async function questionsView(db: Executor, query: InsightsQuery, k: number, noneText: string): Promise<QuestionsView> {
  const questions = await keyedQuestionsOfTopic(db, query.topic, query.language);
  const isScored = (q: KeyedQuestion) => q.evaluated && q.type !== 'TXT';
  const subTopicIds = [...new Set(questions.map((q) => q.subTopicId))];
  const scoredPerSubTopic = new Map(
    subTopicIds.map((id) => [id, questions.filter((q) => q.subTopicId === id && isScored(q)).length]),
  );
  const view = await viewSums(db, query, scoredPerSubTopic);
  const sumsOf = new Map(view.sums.map((row) => [row.question_id, row]));
  const countsOf = new Map<number, Map<number, number>>();
  for (const row of view.choices) {
    const perQuestion = countsOf.get(row.question_id) ?? new Map<number, number>();
    for (const choice of row.choices) perQuestion.set(choice, (perQuestion.get(choice) ?? 0) + row.n);
    countsOf.set(row.question_id, perQuestion);
  }
  return {
    k,
    respondents: protectCount({ value: view.respondents, people: view.respondents }, k),
    subTopics: subTopicIds.map((subTopicId) => {
      const own = questions.filter((q) => q.subTopicId === subTopicId);
      const scored = own.filter(isScored);
      const firsts = scored.map((q) => sumsOf.get(q.id)).filter((sums) => sums && sums.scale_n > 0);
      const n = firsts.reduce((sum, row) => sum + row!.scale_n, 0);
      const st = firsts.reduce((sum, row) => sum + (row!.st ?? 0), 0);
      const stt = firsts.reduce((sum, row) => sum + (row!.stt ?? 0), 0);
      const items = scored.map((q) => {
        const sums = sumsOf.get(q.id);
        return { questionId: q.id, sx: sums?.sx ?? 0, sxx: sums?.sxx ?? 0, sxt: sums?.sxt ?? 0 };
      });
      const reliability = scaleReliability({ n, st, stt, items });
      return {
        id: subTopicId,
        name: textIn(own[0]!.subTopicName, query.language),
        alpha:
          scored.length < 2
            ? { value: null, n: protectCount({ value: n, people: n }, k), missing: scored.length ? 'one_item' : 'not_scored' }
            : protectStatistic(reliability.alpha, n, k, reliability.missing),
        scoredItems: scored.length,
        questions: own.map((question) =>
          questionInsight({
            question,
            sums: sumsOf.get(question.id),
            seconds: medianOf(view.seconds.filter((bin) => bin.question_id === question.id)),
            counts: countsOf.get(question.id) ?? new Map(),
            reliability: { item: reliability.items.get(question.id), n },
            k,
            language: query.language,
            noneText,
          }),
        ),
      };
    }),
  };
}

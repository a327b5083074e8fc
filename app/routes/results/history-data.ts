import type { AttemptResult, AttemptsResponse } from '../../../contract/api/survey';

export type AttemptListItem = AttemptsResponse['results'][number];

export interface TopicGroup {
  topic: AttemptListItem['topic'];
  /** Newest first. */
  attempts: AttemptListItem[];
}

/** The completed attempts grouped per topic, topics in the order of their latest attempt (newest first). */
export function groupByTopic(list: readonly AttemptListItem[]): TopicGroup[] {
  const groups = new Map<number, TopicGroup>();
  for (const attempt of list) {
    const group = groups.get(attempt.topic.pk) ?? { topic: attempt.topic, attempts: [] };
    group.attempts.push(attempt);
    groups.set(attempt.topic.pk, group);
  }
  return [...groups.values()];
}

/** The ids of attempts completed in the same minute as another one, whose dates need their seconds. */
export function sharingTheirMinute(attempts: readonly AttemptListItem[]): Set<string> {
  const minuteOf = (a: AttemptListItem) => Math.floor(Date.parse(a.completed_at) / 60_000);
  const count = new Map<number, number>();
  for (const a of attempts) count.set(minuteOf(a), (count.get(minuteOf(a)) ?? 0) + 1);
  return new Set(attempts.filter((a) => (count.get(minuteOf(a)) ?? 0) > 1).map((a) => a.id));
}

export interface LevelTrend {
  subTopic: string;
  /** Levels from the oldest to the newest attempt that has a result for the sub-topic. */
  levels: number[];
}

/** Level per sub-topic across the attempts (given newest first), oldest to newest. */
export function levelTrends(attempts: readonly AttemptResult[]): LevelTrend[] {
  const [latest] = attempts;
  if (!latest) return [];
  const oldestFirst = [...attempts].reverse();
  return latest.results.map((r) => ({
    subTopic: r.sub_topic.name,
    levels: oldestFirst.flatMap((a) => a.results.find((x) => x.sub_topic.id === r.sub_topic.id)?.level ?? []),
  }));
}

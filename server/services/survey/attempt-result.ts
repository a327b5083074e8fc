import type { AttemptResult } from '../../../contract/api/survey';
import { textIn } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import type { ContentSnapshot, TopicRow } from './content-snapshot';
import type { Shown } from './earlier-attempts';

const iso = (date: Date) => date.toISOString();

type SubTopicResult = NonNullable<Shown['results']>[number];

/** One sub-topic's score with its name and the rating level's texts in `language`. */
function subTopicResultIn(snapshot: ContentSnapshot, r: SubTopicResult, language: LanguageCode) {
  const sub = snapshot.subTopic(r.sub_topic_id);
  const level = snapshot.levels(r.sub_topic_id).find((l) => l.level === r.level);
  return {
    sub_topic: { id: r.sub_topic_id, name: sub ? textIn(sub.name, language) : '' },
    actual_points: r.actual_points,
    total_points: r.total_points,
    level: r.level,
    levels: r.levels,
    rating: {
      title: level ? textIn(level.title, language) : '',
      description: level ? textIn(level.recommendation, language) : '',
    },
  };
}

/** A completed attempt's result at `topic`, its sub-topics in their order, in `language`. */
export function attemptResultIn(
  snapshot: ContentSnapshot,
  topic: TopicRow | undefined,
  a: Shown,
  language: LanguageCode,
): AttemptResult {
  const position = (id: number) => snapshot.subTopic(id)?.position ?? 0;
  return {
    id: a.id,
    topic: { pk: topic!.id, name: textIn(topic!.name, language), wlb: topic!.tool === 'wlb' },
    created_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
    completed_at: iso(a.completedAt!),
    results: [...(a.results ?? [])]
      .sort((x, y) => position(x.sub_topic_id) - position(y.sub_topic_id) || x.sub_topic_id - y.sub_topic_id)
      .map((r) => subTopicResultIn(snapshot, r, language)),
  };
}

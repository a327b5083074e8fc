import type { AttemptResult, SubTopicResult } from '../../../contract/api/survey';
import type { RadarDatum } from '../../../ui/radar-chart';
import type { ResultValues } from '../../../ui/result-row';

/** A sub-topic's share of its points in percent (0 to 100), as the radar chart draws it. */
export function sharePercent(result: Pick<SubTopicResult, 'actual_points' | 'total_points'>): number {
  return result.total_points > 0 ? (result.actual_points / result.total_points) * 100 : 0;
}

/** The same sub-topic in another attempt, matched by id (names may differ by language, never ids). */
export function matching(attempt: AttemptResult | undefined, subTopicId: number): SubTopicResult | undefined {
  return attempt?.results.find((r) => r.sub_topic.id === subTopicId);
}

/**
 * The radar chart's data: one axis per sub-topic of the shown attempt, in its order, with the previous
 * attempt's share where it had a result for that sub-topic (null where it had none).
 */
export function radarData(current: AttemptResult, previous?: AttemptResult): RadarDatum[] {
  return current.results.map((r) => {
    const before = matching(previous, r.sub_topic.id);
    return { name: r.sub_topic.name, current: sharePercent(r), previous: before ? sharePercent(before) : null };
  });
}

export function resultValues(result: SubTopicResult): ResultValues {
  return {
    actualPoints: result.actual_points,
    totalPoints: result.total_points,
    level: result.level,
    levelTitle: result.rating.title,
  };
}

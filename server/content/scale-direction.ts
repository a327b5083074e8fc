import type { ContentTopic } from '../../contract/content';

/**
 * Every scale runs one way: people who answer by position answer a scale listed the other way
 * round wrongly. A scale whose English grades are the reverse of another scale's is reported, unless its
 * direction is the more common one (on a tie, the one met first). A negatively worded statement keeps
 * the common order and is marked `"reversed": true`, so agreeing scores low.
 */
export function scaleDirectionProblems(topics: readonly ContentTopic[]): string[] {
  const scales = topics.flatMap((topic) =>
    topic.sub_topics.flatMap((sub) =>
      sub.questions.flatMap((q) =>
        q.type === 'SCL' ? [{ where: `${topic.key}: ${sub.key}.${q.key}`, texts: q.grades.map((g) => g.text.en) }] : [],
      ),
    ),
  );
  const count = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  scales.forEach(({ texts }, index) => {
    const key = texts.join('\n');
    count.set(key, (count.get(key) ?? 0) + 1);
    if (!firstSeen.has(key)) firstSeen.set(key, index);
  });
  const problems: string[] = [];
  for (const { where, texts } of scales) {
    const key = texts.join('\n');
    const other = [...texts].reverse().join('\n');
    if (other === key || !count.has(other)) continue;
    const mine = count.get(key)!;
    const theirs = count.get(other)!;
    if (theirs > mine || (theirs === mine && firstSeen.get(other)! < firstSeen.get(key)!)) {
      problems.push(
        `${where} lists its grades the other way round (first "${texts[0]}"); list them as the other scales do ` +
          'and mark a negatively worded statement "reversed": true',
      );
    }
  }
  return problems;
}

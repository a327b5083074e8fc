import { sql } from 'drizzle-orm';
import type { ContentSubTopic, ContentTopic } from '../../contract/content';
import { ratingLevels, subTopics, topics } from '../db/schema';
import { byKey, intArray, missing, refreshed, type Tx } from './seed-rows';

/** A sub-topic of the files with its topic and its place in it. */
export interface PlacedSubTopic {
  topic: ContentTopic;
  sub: ContentSubTopic;
  position: number;
}

export async function upsertTopics(tx: Tx, content: readonly ContentTopic[]) {
  const rows = await tx
    .insert(topics)
    .values(content.map((t) => ({ key: t.key, tool: t.tool, position: t.order, name: t.name, description: t.description })))
    .onConflictDoUpdate({
      target: topics.key,
      set: {
        tool: sql`excluded.tool`,
        position: sql`excluded.position`,
        name: sql`excluded.name`,
        ...refreshed(topics, 'description'),
      },
    })
    .returning({ id: topics.id, key: topics.key });
  return { rows, topicId: byKey(rows) };
}

export async function upsertSubTopics(tx: Tx, subs: PlacedSubTopic[], topicId: (key: string) => number) {
  const rows = await tx
    .insert(subTopics)
    .values(subs.map(({ topic, sub, position }) => ({ topicId: topicId(topic.key), key: sub.key, position, name: sub.name })))
    .onConflictDoUpdate({
      target: [subTopics.topicId, subTopics.key],
      set: { position: sql`excluded.position`, ...refreshed(subTopics, 'name') },
    })
    .returning({ id: subTopics.id, topicId: subTopics.topicId, key: subTopics.key });
  const subId = (topicKey: string, subKey: string) =>
    rows.find((r) => r.topicId === topicId(topicKey) && r.key === subKey)?.id ?? missing(`${topicKey}.${subKey}`);
  return { rows, subId };
}

/** The sub-topics' rating levels; answers how many the files give. */
export async function upsertLevels(tx: Tx, subs: PlacedSubTopic[], subId: (topicKey: string, subKey: string) => number) {
  const levels = subs.flatMap(({ topic, sub }) =>
    sub.levels.map((level, index) => ({ subTopicId: subId(topic.key, sub.key), level: index + 1, ...level })),
  );
  await tx
    .insert(ratingLevels)
    .values(levels)
    .onConflictDoUpdate({
      target: [ratingLevels.subTopicId, ratingLevels.level],
      set: { title: sql`excluded.title`, recommendation: sql`excluded.recommendation` },
    });
  // Levels above a sub-topic's count (a file that went from 4 levels to 3) would never be reached again.
  await tx.execute(sql`
    DELETE FROM rating_levels r
    USING unnest(${sql.raw(intArray(subs.map(({ topic, sub }) => subId(topic.key, sub.key))))},
                 ${sql.raw(intArray(subs.map(({ sub }) => sub.levels.length)))}) AS c(sub_topic_id, n)
    WHERE r.sub_topic_id = c.sub_topic_id AND r.level > c.n`);
  return levels.length;
}

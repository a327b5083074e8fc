import { asc, eq, isNull } from 'drizzle-orm';
import type { LocalizedText } from '../../../contract/content';
import type { Db } from '../../db/client';
import { questionOptions, questions, ratingLevels, subTopics, topics, translationStates } from '../../db/schema';
import { type TargetLanguage, type TranslationUnit, type UnitSet, unitState } from './units';

/** Names are short (the editor's limit for a sub-topic name); every other text has the editor's 2000. */
const nameMax = 200;
const textMax = 2000;

const kindNames = { option: 'option', item: 'item', grade: 'grade', row: 'row' } as const;

interface Draft {
  id: string;
  where: string;
  text: Partial<LocalizedText> | null | undefined;
  maxLength: number;
}

/** Every text of the questionnaire that is in use (hidden rows left out), in the order respondents meet them. */
export async function readContentUnits(db: Db, language: TargetLanguage): Promise<UnitSet> {
  const drafts = await contentDrafts(db);
  const stored = await db.select().from(translationStates).where(eq(translationStates.language, language));
  const states = new Map(stored.map((s) => [s.unitId, s.state]));
  const units = drafts
    .filter((d) => d.text?.en)
    .map((d): TranslationUnit => {
      const target = d.text?.[language];
      return {
        id: d.id,
        key: d.id,
        where: d.where,
        source: d.text?.en ?? '',
        target,
        state: unitState(target, states.get(d.id)),
        maxLength: d.maxLength,
      };
    });
  return { kind: 'content', language, units };
}

async function contentDrafts(db: Db): Promise<Draft[]> {
  const topicRows = await db
    .select()
    .from(topics)
    .where(isNull(topics.deletedAt))
    .orderBy(asc(topics.tool), asc(topics.position), asc(topics.id));
  const subRows = await db
    .select()
    .from(subTopics)
    .where(isNull(subTopics.deletedAt))
    .orderBy(asc(subTopics.position), asc(subTopics.id));
  const levelRows = await db.select().from(ratingLevels).orderBy(asc(ratingLevels.level));
  const questionRows = await db
    .select()
    .from(questions)
    .where(isNull(questions.deletedAt))
    .orderBy(asc(questions.position), asc(questions.id));
  const optionRows = await db
    .select()
    .from(questionOptions)
    .where(isNull(questionOptions.deletedAt))
    .orderBy(asc(questionOptions.kind), asc(questionOptions.position), asc(questionOptions.id));

  return topicRows.flatMap((topic) => {
    const topicWhere = `Topic “${topic.name.en}” (${topic.tool})`;
    return [
      { id: `topic.${topic.id}.name`, where: `${topicWhere}: name`, text: topic.name, maxLength: nameMax },
      { id: `topic.${topic.id}.description`, where: `${topicWhere}: description`, text: topic.description, maxLength: textMax },
      ...subRows
        .filter((sub) => sub.topicId === topic.id)
        .flatMap((sub) => {
          const subWhere = `${topicWhere} › sub-topic “${sub.name.en}”`;
          return [
            { id: `subtopic.${sub.id}.name`, where: `${subWhere}: name`, text: sub.name, maxLength: nameMax },
            ...levelRows
              .filter((level) => level.subTopicId === sub.id)
              .flatMap((level) => [
                {
                  id: `level.${sub.id}.${level.level}.title`,
                  where: `${subWhere} › result level ${level.level}: title`,
                  text: level.title,
                  maxLength: nameMax,
                },
                {
                  id: `level.${sub.id}.${level.level}.recommendation`,
                  where: `${subWhere} › result level ${level.level}: recommendation`,
                  text: level.recommendation,
                  maxLength: textMax,
                },
              ]),
            ...questionRows
              .filter((q) => q.subTopicId === sub.id)
              .flatMap((q, index) => questionDrafts(q, index, subWhere, optionRows)),
          ];
        }),
    ];
  });
}

function questionDrafts(
  q: typeof questions.$inferSelect,
  index: number,
  subWhere: string,
  optionRows: (typeof questionOptions.$inferSelect)[],
): Draft[] {
  const where = `${subWhere} › question ${index + 1} (${q.type})`;
  const options = optionRows.filter((o) => o.questionId === q.id);
  return [
    { id: `question.${q.id}.text`, where: `${where}: text`, text: q.text, maxLength: textMax },
    ...q.images.map((image, n) => ({
      id: `question.${q.id}.image.${n}.alt`,
      where: `${where} › picture ${n + 1}: alternative text`,
      text: image.alt,
      maxLength: textMax,
    })),
    ...options.map((o) => ({
      id: `option.${o.id}.text`,
      where: `${where} › ${kindNames[o.kind]} ${o.position + 1}`,
      text: o.text,
      maxLength: textMax,
    })),
  ];
}

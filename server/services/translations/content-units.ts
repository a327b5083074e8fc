import { asc, eq, isNull } from 'drizzle-orm';
import type { LocalizedText } from '../../../contract/content';
import type { Db } from '../../db/client';
import { questionOptions, questions, ratingLevels, subTopics, topics, translationStates } from '../../db/schema';
import { editorLimits, shortTextLimit } from './length-limits';
import { previousSources } from './previous-sources';
import { type TargetLanguage, type TranslationUnit, type UnitSet, unitState } from './units';

const textMax = editorLimits.text;
/** Names and titles stand in headings and cards; answers on buttons and in lists (length-limits.ts). */
const nameLimit = (text: Draft['text']) => shortTextLimit(text?.en ?? '', editorLimits.name);
const answerLimit = (text: Draft['text']) => shortTextLimit(text?.en ?? '');

const kindNames = {
  option: 'answer option',
  item: 'item to put in order',
  grade: 'answer on the scale',
  row: 'row to match',
} as const;

const typeNames: Readonly<Record<string, string>> = {
  OCA: 'one answer to choose',
  MCA: 'several answers to choose',
  TXT: 'free text',
  DND: 'putting items in order',
  SCL: 'a scale',
  ASG: 'matching rows to answers',
};

const toolNames: Readonly<Record<string, string>> = { general: 'the self-assessment', wlb: 'the work-life balance tool' };

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
  const stale = stored.filter((s) => s.state === 'needs-review').map((s) => s.unitId);
  const earlier = await previousSources(db, language, stale);
  const units = drafts
    .filter((d) => d.text?.en)
    .map((d): TranslationUnit => {
      const target = d.text?.[language];
      const state = unitState(target, states.get(d.id));
      const previousSource = state === 'needs-review' ? earlier.get(d.id) : undefined;
      return {
        id: d.id,
        key: d.id,
        where: d.where,
        source: d.text?.en ?? '',
        target,
        state,
        maxLength: d.maxLength,
        ...(previousSource === undefined ? {} : { previousSource }),
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
    const topicWhere = `Topic “${topic.name.en}” of ${toolNames[topic.tool] ?? topic.tool}`;
    return [
      { id: `topic.${topic.id}.name`, where: `${topicWhere}: name`, text: topic.name, maxLength: nameLimit(topic.name) },
      { id: `topic.${topic.id}.description`, where: `${topicWhere}: description`, text: topic.description, maxLength: textMax },
      ...subRows
        .filter((sub) => sub.topicId === topic.id)
        .flatMap((sub) => {
          const subWhere = `${topicWhere} › sub-topic “${sub.name.en}”`;
          return [
            { id: `subtopic.${sub.id}.name`, where: `${subWhere}: name`, text: sub.name, maxLength: nameLimit(sub.name) },
            ...levelRows
              .filter((level) => level.subTopicId === sub.id)
              .flatMap((level) => [
                {
                  id: `level.${sub.id}.${level.level}.title`,
                  where: `${subWhere} › result level ${level.level}: title`,
                  text: level.title,
                  maxLength: nameLimit(level.title),
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
  const where = `${subWhere} › question ${index + 1} (${typeNames[q.type] ?? q.type})`;
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
      maxLength: answerLimit(o.text),
    })),
  ];
}

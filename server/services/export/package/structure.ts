import { and, asc, eq, isNull } from 'drizzle-orm';
import { type LocalizedText, textIn } from '../../../../contract/content';
import type { LanguageCode } from '../../../../contract/languages';
import type { Db } from '../../../db/client';
import { type OptionKind, topics } from '../../../db/schema';
import { ApiError } from '../../api-error';
import { staffMessages as m } from '../../../../contract/messages';
import type { KeyedChoice, KeyedQuestion } from '../../survey/question-keys';
import { type StructureRows, structureRows } from './structure-rows';

/** A text in the chosen language and in English (the package describes every variable in both). */
export interface Bilingual {
  text: string;
  en: string;
}
const both = (text: LocalizedText, language: LanguageCode): Bilingual => ({ text: textIn(text, language), en: text.en });

/** A choice with its stable code: its rank by id among the question's choices of its kind, from 1. */
export interface CodedChoice extends KeyedChoice {
  key: string | null;
  code: number;
  label: Bilingual;
  deleted: boolean;
}

export interface PackageQuestion extends Omit<KeyedQuestion, 'choices'> {
  key: string | null;
  topicId: number;
  label: Bilingual;
  /** Every choice ever made, deleted ones too (a past answer may name one), by code. */
  coded: CodedChoice[];
  /** The choices that score today: what completion scored with. */
  choices: KeyedChoice[];
  /** 1, 2, …; a later version is another question (its own columns) that names the one it replaces. */
  version: number;
  replacesId: number | null;
}

export interface PackageSubTopic {
  id: number;
  key: string | null;
  topicId: number;
  name: Bilingual;
  deleted: boolean;
  levels: { level: number; title: Bilingual }[];
}

export interface PackageTopic {
  id: number;
  key: string | null;
  tool: 'general' | 'wlb';
  name: Bilingual;
}

export interface PackageStructure {
  language: LanguageCode;
  topics: PackageTopic[];
  subs: PackageSubTopic[];
  questions: PackageQuestion[];
}

/** The topics an export covers: the one chosen, or every topic of its tool. */
export async function topicsOf(db: Db, topicId: number, allOfTool: boolean) {
  const [chosen] = await db.select().from(topics).where(eq(topics.id, topicId));
  if (!chosen) throw new ApiError(404, m.topicMissing);
  if (!allOfTool) return [chosen];
  return db
    .select()
    .from(topics)
    .where(and(eq(topics.tool, chosen.tool), isNull(topics.deletedAt)))
    .orderBy(asc(topics.position), asc(topics.id));
}

/** The point a grade stores and the export writes as its code: its own, or (content without points) its rank from 0. */
export const gradePoint = (c: CodedChoice) => c.point ?? c.code - 1;

export const codedChoicesOfKind = (q: PackageQuestion, kind: OptionKind) => q.coded.filter((c) => c.kind === kind);

/** Topics, sub-topics (deleted ones too), their levels, and every question and choice ever asked in them. */
export async function loadStructure(
  db: Db,
  topicRows: (typeof topics.$inferSelect)[],
  language: LanguageCode,
): Promise<PackageStructure> {
  const topicIds = topicRows.map((t) => t.id);
  const { subRows, levelRows, questionRows, choiceRows } = await structureRows(db, topicIds);
  const topicIndex = (id: number) => topicIds.indexOf(id);
  subRows.sort((a, b) => topicIndex(a.topicId) - topicIndex(b.topicId));
  const subIndex = (id: number) => subRows.findIndex((s) => s.id === id);
  questionRows.sort((a, b) => subIndex(a.subTopicId) - subIndex(b.subTopicId) || a.position - b.position || a.id - b.id);
  return {
    language,
    topics: topicRows.map((t) => ({ id: t.id, key: t.key, tool: t.tool, name: both(t.name, language) })),
    subs: subRows.map((s) => packageSubTopic(s, levelRows, language)),
    questions: questionRows.map((q) =>
      packageQuestion(q, subRows[subIndex(q.subTopicId)]!, codedChoices(choiceRows, q.id, language), language),
    ),
  };
}

/** A sub-topic with its levels in order. */
function packageSubTopic(
  s: StructureRows['subRows'][number],
  levelRows: StructureRows['levelRows'],
  language: LanguageCode,
): PackageSubTopic {
  return {
    id: s.id,
    key: s.key,
    topicId: s.topicId,
    name: both(s.name, language),
    deleted: s.deletedAt !== null,
    levels: levelRows
      .filter((l) => l.subTopicId === s.id)
      .sort((a, b) => a.level - b.level)
      .map((l) => ({ level: l.level, title: both(l.title, language) })),
  };
}

/** The question's choices, each with its code: its rank by id among the question's choices of its kind. */
function codedChoices(choiceRows: StructureRows['choiceRows'], questionId: number, language: LanguageCode): CodedChoice[] {
  const rank = new Map<OptionKind, number>();
  return choiceRows
    .filter((c) => c.questionId === questionId)
    .map((c): CodedChoice => {
      const code = (rank.get(c.kind) ?? 0) + 1;
      rank.set(c.kind, code);
      return {
        id: c.id,
        kind: c.kind,
        position: c.position,
        text: c.text,
        correct: c.correct,
        correctPosition: c.correctPosition,
        point: c.point,
        correctOptionId: c.correctOptionId,
        key: c.key,
        code,
        label: both(c.text, language),
        deleted: c.deletedAt !== null,
      };
    });
}

/** A question with its coded choices, and the ones that score today. */
function packageQuestion(
  q: StructureRows['questionRows'][number],
  sub: StructureRows['subRows'][number],
  coded: CodedChoice[],
  language: LanguageCode,
): PackageQuestion {
  return {
    id: q.id,
    key: q.key,
    type: q.type,
    text: q.text,
    label: both(q.text, language),
    evaluated: q.evaluated && q.type !== 'TXT',
    canBeNone: q.canBeNone,
    images: q.images,
    subTopicId: q.subTopicId,
    subTopicName: sub.name,
    topicId: sub.topicId,
    deleted: q.deletedAt !== null,
    coded,
    choices: coded.filter((c) => !c.deleted),
    version: q.version,
    replacesId: q.replacesId,
  };
}

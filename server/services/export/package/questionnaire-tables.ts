import type { ExportTexts } from '../export-texts';
import { categorical, type Field, type Row } from './field';
import { questionName } from './question-fields';
import { type CodedChoice, gradePoint, type PackageQuestion, type PackageStructure } from './structure';
import { topicCode } from './tables';

/**
 * The questionnaire travels with the data (docs/research-data.md): questions.csv, one row per question with
 * its type and texts, and choices.csv, one row per option, item, row or grade with its code and its part of
 * the answer key, so a study can re-score every item (or score it another way) from the package alone.
 */
export const scoringRules = [
  'Each evaluated question scores a share from 0 to 1 (column q…_score): OCA 1 when the chosen option is the right one',
  '(choices.correct = 1); MCA the share of options handled rightly (chosen when correct, not chosen when not; "none"',
  'selects nothing); DND the share of items in their right place (choices.correct_position); ASG the share of rows given',
  "their right option (choices.correct_option); SCL the grade's point (choices.point) divided by the highest point.",
  'TXT is never evaluated. Per sub-topic: actual points = the sum of the shares, total points = the number of',
  'evaluated questions, level = ceil(actual / total × number of levels), at least 1. Results are stored at',
  'completion; a later content edit never changes them. The per-question shares are computed with the answer keys',
  'at the time of the export, which choices.csv holds.',
].join(' ');

export function questionTableFields(s: PackageStructure, t: ExportTexts): Field[] {
  return [
    {
      name: 'question',
      type: 'string',
      title: 'Question',
      description: 'Its column name in responses.csv',
      constraints: { required: true, unique: true },
    },
    categorical(
      { name: 'topic', type: 'string', title: t.topic, description: t.topic },
      s.topics.map((topic) => ({ value: topicCode(topic), label: topic.name.text })),
    ),
    {
      name: 'sub_topic',
      type: 'string',
      title: 'Sub-topic',
      description: 'The sub-topic: s<id> as in the responses.csv columns s<id>_actual, _total, _level',
    },
    categorical(
      {
        name: 'type',
        type: 'string',
        title: 'Question type',
        description: 'OCA one choice, MCA several, DND put in order, ASG assign, SCL scale, TXT free text',
      },
      ['OCA', 'MCA', 'DND', 'ASG', 'SCL', 'TXT'].map((type) => ({ value: type, label: type })),
    ),
    { name: 'text', type: 'string', title: 'Question text', description: `The question in the package's language` },
    { name: 'text_en', type: 'string', title: 'Question text (English)', description: 'The question in English' },
    {
      name: 'evaluated',
      type: 'boolean',
      title: 'Evaluated',
      description: '1 when the question scores (counts for its sub-topic)',
    },
    {
      name: 'deleted',
      type: 'boolean',
      title: 'Deleted',
      description: '1 when the question is no longer asked (past answers remain)',
    },
    {
      name: 'version',
      type: 'integer',
      title: 'Version',
      description:
        "The version of the question its columns hold, from 1. A change of what answers mean or how they score, made after attempts had asked the question, makes the next version: a new question with its own columns, choices and answer keys; every answer in a column belongs to that column's version",
      constraints: { required: true, minimum: 1 },
    },
    {
      name: 'replaces',
      type: 'string',
      title: 'Replaces',
      description: 'The question (column name) of the version before this one; empty for a first version',
    },
  ];
}

export const questionTableRows = (s: PackageStructure): Row[] =>
  s.questions.map((q) => ({
    question: questionName(q),
    topic: topicCode(s.topics.find((x) => x.id === q.topicId)!),
    sub_topic: `s${q.subTopicId}`,
    type: q.type,
    text: q.label.text,
    text_en: q.label.en,
    evaluated: q.evaluated,
    deleted: q.deleted,
    version: q.version,
    replaces: q.replacesId === null ? null : questionName({ id: q.replacesId }),
  }));

export function choiceTableFields(): Field[] {
  return [
    {
      name: 'question',
      type: 'string',
      title: 'Question',
      description: 'The question (questions.csv)',
      constraints: { required: true },
    },
    categorical(
      { name: 'kind', type: 'string', title: 'Kind', description: 'option (OCA, MCA, ASG), item (DND), row (ASG), grade (SCL)' },
      ['option', 'item', 'row', 'grade'].map((kind) => ({ value: kind, label: kind })),
      { required: true },
    ),
    {
      name: 'code',
      type: 'integer',
      title: 'Code',
      description: 'The code the answers use for it (per question and kind, from 1)',
      constraints: { required: true },
    },
    { name: 'label', type: 'string', title: 'Label', description: `The text in the package's language` },
    { name: 'label_en', type: 'string', title: 'Label (English)', description: 'The text in English' },
    { name: 'correct', type: 'boolean', title: 'Correct', description: 'OCA and MCA options: 1 when choosing it is right' },
    {
      name: 'correct_position',
      type: 'integer',
      title: 'Correct position',
      description: 'DND items: the rank in the right order, 1 = first',
    },
    { name: 'correct_option', type: 'integer', title: 'Correct option', description: 'ASG rows: the code of the right option' },
    {
      name: 'point',
      type: 'integer',
      title: 'Point',
      description: 'SCL grades: the point stored and exported for it (the code in responses.csv)',
    },
    {
      name: 'deleted',
      type: 'boolean',
      title: 'Deleted',
      description: '1 when it is no longer offered (past answers may name it)',
    },
  ];
}

export function choiceTableRows(s: PackageStructure): Row[] {
  return s.questions.flatMap((q) =>
    q.coded.map((c) => ({
      question: questionName(q),
      kind: c.kind,
      code: c.code,
      label: c.label.text,
      label_en: c.label.en,
      correct: q.type === 'OCA' || q.type === 'MCA' ? c.kind === 'option' && c.correct : null,
      correct_position: q.type === 'DND' && c.correctPosition !== null ? c.correctPosition + 1 : null,
      correct_option: q.type === 'ASG' && c.kind === 'row' ? optionCode(q, c) : null,
      point: q.type === 'SCL' ? gradePoint(c) : null,
      deleted: c.deleted,
    })),
  );
}

const optionCode = (q: PackageQuestion, row: CodedChoice) => q.coded.find((c) => c.id === row.correctOptionId)?.code ?? null;

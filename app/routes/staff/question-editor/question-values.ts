import type { QuestionInputBody, StaffChoice, StaffQuestion, TextFields } from '../../../../contract/api/staff';
import { languages } from '../../../../contract/languages';
import type { QuestionType } from '../../../../contract/questions';
import { defaultGrades } from '../default-grades';

export type Grade = TextFields & { id?: number };
/** An option (OCA, MCA, ASG), a DND item or an ASG row; `id` names a stored one, so past answers keep it. */
export type Choice = TextFields & { id?: number; correct?: boolean; correct_option?: number; key?: string };
/** The lists of choices a question type may have. */
export type ChoiceList = 'options' | 'items' | 'rows';

/**
 * What the editor holds, in the question's wire names (so the contract's rules name these fields) and in the
 * order of the page's checks, which is also the error summary's order.
 */
export type QuestionValues = { type: QuestionType; sub_topic: number } & TextFields & {
    grades: Grade[];
    options: Choice[];
    items: Choice[];
    rows: Choice[];
    can_be_none: boolean;
    evaluated: boolean;
    order: number | null;
  };

export const emptyTexts = (): TextFields => Object.fromEntries(languages.map((l) => [`text_${l.code}`, ''])) as TextFields;
const textsOf = (source: Partial<TextFields>): TextFields =>
  Object.fromEntries(languages.map((l) => [`text_${l.code}`, source[`text_${l.code}`] ?? ''])) as TextFields;

let choicesMade = 0;
/** An empty choice; its key tells it apart from the others on the page until it is saved and has an id. */
export const newChoice = (): Choice => ({ ...emptyTexts(), key: `new-${++choicesMade}` });

/** The choices a new question of the type starts with: as many empty ones as its rules ask for at least. */
function startingChoices(type: QuestionType): Pick<QuestionValues, 'grades' | 'options' | 'items' | 'rows'> {
  const empty = (count: number) => Array.from({ length: count }, newChoice);
  return {
    grades: type === 'SCL' ? defaultGrades() : [],
    options: type === 'OCA' || type === 'MCA' || type === 'ASG' ? empty(2) : [],
    items: type === 'DND' ? empty(3) : [],
    rows: type === 'ASG' ? empty(2).map((row, index) => ({ ...row, correct_option: index })) : [],
  };
}

/** A new question: the sub-topic of the address (if any), a scale with 5 default grades, evaluated. */
export function newQuestionValues(subTopic: number, type: QuestionType = 'SCL'): QuestionValues {
  return {
    type,
    sub_topic: subTopic,
    ...emptyTexts(),
    ...startingChoices(type),
    can_be_none: false,
    evaluated: type !== 'TXT',
    order: 0,
  };
}

/** Another type for a question not saved yet: its texts, sub-topic and order stay, the choices start afresh. */
export function withType(values: QuestionValues, type: QuestionType): QuestionValues {
  return { ...values, ...startingChoices(type), type, can_be_none: false, evaluated: type !== 'TXT' };
}

const choiceOf = (c: StaffChoice): Choice => ({
  id: c.id,
  ...textsOf(c),
  ...(c.correct === undefined ? {} : { correct: c.correct }),
  ...(c.correct_option === undefined ? {} : { correct_option: c.correct_option }),
});

/** The stored question as the editor holds it; choices keep their ids so past answers keep their text. */
export function storedQuestionValues(question: StaffQuestion): QuestionValues {
  return {
    type: question.type,
    sub_topic: question.sub_topic,
    ...textsOf(question),
    grades: question.grades.map((g) => ({ id: g.id, ...textsOf(g) })),
    options: question.options.map(choiceOf),
    items: question.items.map(choiceOf),
    rows: question.rows.map(choiceOf),
    can_be_none: question.can_be_none,
    evaluated: question.evaluated,
    order: question.order,
  };
}

/** What the contract's question rules read: an empty order as absent (never as 0). */
export const questionRulesInput = (values: QuestionValues) => ({ ...values, order: values.order ?? undefined });

/** The rules answer an absent order with zod's own type message; the editor says "required", as for a negative one. */
export const explainQuestionError = (field: string, key: string, values: QuestionValues) =>
  field === 'order' && values.order === null ? 'VALIDATION.REQUIRED' : key;

/** The body sent on save: each grade scores the point of its place; only the lists of the type go along. */
export function questionBody(values: QuestionValues, pointAt: (index: number) => number): QuestionInputBody {
  const { grades, options, items, rows, order, ...rest } = values;
  const type = values.type;
  const sent = (list: Choice[]) => list.map(({ key: _key, ...choice }) => choice);
  return {
    ...rest,
    order: order ?? 0,
    grades: type === 'SCL' ? grades.map((g, index) => ({ ...g, point: pointAt(index) })) : [],
    options: type === 'OCA' || type === 'MCA' || type === 'ASG' ? sent(options) : [],
    items: type === 'DND' ? sent(items) : [],
    rows: type === 'ASG' ? sent(rows) : [],
  };
}

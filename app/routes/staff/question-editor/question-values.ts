import type { QuestionInputBody, StaffQuestion, TextFields } from '../../../../contract/api/staff';
import { languages } from '../../../../contract/languages';
import { defaultGrades } from '../default-grades';

export type Grade = TextFields & { id?: number };

/**
 * What the editor holds, in the question's wire names (so the contract's rules name these fields) and in the
 * order of the page's checks, which is also the error summary's order.
 */
export type QuestionValues = { sub_topic: number } & TextFields & { order: number | null; grades: Grade[]; evaluated: boolean };

export const emptyTexts = (): TextFields => Object.fromEntries(languages.map((l) => [`text_${l.code}`, ''])) as TextFields;
const textsOf = (source: Partial<TextFields>): TextFields =>
  Object.fromEntries(languages.map((l) => [`text_${l.code}`, source[`text_${l.code}`] ?? ''])) as TextFields;

/** A new question: the sub-topic of the address (if any), 5 default grades, evaluated. */
export function newQuestionValues(subTopic: number): QuestionValues {
  return { sub_topic: subTopic, ...emptyTexts(), order: 0, grades: defaultGrades(), evaluated: true };
}

/** The stored question as the editor holds it; grades keep their ids so past answers keep their text. */
export function storedQuestionValues(question: StaffQuestion): QuestionValues {
  return {
    sub_topic: question.sub_topic,
    ...textsOf(question),
    order: question.order,
    grades: question.grades.map((g) => ({ id: g.id, ...textsOf(g) })),
    evaluated: question.evaluated,
  };
}

/** What the contract's question rules read: an SCL question, an empty order as absent (never as 0). */
export const questionRulesInput = (values: QuestionValues) => ({ type: 'SCL', ...values, order: values.order ?? undefined });

/** The rules answer an absent order with zod's own type message; the editor says "required", as for a negative one. */
export const explainQuestionError = (field: string, key: string, values: QuestionValues) =>
  field === 'order' && values.order === null ? 'VALIDATION.REQUIRED' : key;

/** The body sent on save: each grade scores the point of its place. */
export function questionBody(values: QuestionValues, pointAt: (index: number) => number): QuestionInputBody {
  const { grades, order, ...rest } = values;
  return {
    type: 'SCL',
    ...rest,
    order: order ?? 0,
    grades: grades.map((g, index) => ({ ...g, point: pointAt(index) })),
  };
}

import type { QuestionType } from '../../../contract/questions';

/** The translation key of a question type's name in words (the admin table and the editor). */
export const questionTypeKey = (type: QuestionType) => `STAFF.TYPE_${type}` as const;

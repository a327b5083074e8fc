import type { TextFields } from '../../../../contract/api/staff';
import type { LanguageCode } from '../../../../contract/languages';
import type { Answer, Question } from '../../../../contract/questions';
import type { QuestionValues } from './question-values';

/** What the preview needs besides the values: the language shown, the grades' points, the sub-topic's name. */
export interface PreviewContext {
  language: LanguageCode;
  pointAt: (index: number) => number;
  subTopicName: string;
  answered?: Answer;
}

/**
 * The edited question as a respondent would receive it in `language` (English where a text is missing),
 * choices in the order the editor lists them; ids are places from 1, as no answer of the preview is kept.
 */
export function previewQuestion(values: QuestionValues, { language, pointAt, subTopicName, answered }: PreviewContext): Question {
  const textOf = (texts: TextFields) => texts[`text_${language}`].trim() || texts.text_en;
  const listed = (list: TextFields[]) => list.map((c, index) => ({ id: index + 1, text: textOf(c) }));
  const common = {
    id: 0,
    text: textOf(values),
    images: [],
    sub_topic: { name: subTopicName },
    started_at: null,
    updated_at: [],
  };
  switch (values.type) {
    case 'OCA':
      return { ...common, type: 'OCA', oca_options: listed(values.options), answered: (answered as number) ?? 0 };
    case 'MCA':
      return {
        ...common,
        type: 'MCA',
        mca_options: listed(values.options),
        can_be_none: values.can_be_none,
        answered: (answered as number[]) ?? [],
      };
    case 'TXT':
      return { ...common, type: 'TXT', answered: (answered as string) ?? '', pasted: false };
    case 'DND':
      return { ...common, type: 'DND', dnd_options: listed(values.items), answered: (answered as number[]) ?? [] };
    case 'SCL':
      return {
        ...common,
        type: 'SCL',
        scl_options: values.grades.map((g, index) => ({ id: index + 1, text: textOf(g), point: pointAt(index) })),
        answered: (answered as number) ?? 0,
      };
    case 'ASG':
      return {
        ...common,
        type: 'ASG',
        asg_questions: listed(values.rows),
        asg_options: listed(values.options),
        answered: (answered as Record<string, number>) ?? {},
      };
  }
}

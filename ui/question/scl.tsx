import type { SclAnswer, SclQuestion } from '../../contract/questions';
import type { HeadingLevel } from './parts';
import { RadioChoices } from './radio-choices';

export interface SclQuestionViewProps {
  question: SclQuestion;
  number: number;
  /** The chosen grade's option id. */
  onAnswer: (answer: SclAnswer) => void;
  headingLevel?: HeadingLevel;
}

/**
 * SCL, a scale: grades in the order the server sends them, which is the same direction for every scale even
 * where a reversed statement scores them downwards; the answer is the chosen grade's id.
 */
export function SclQuestionView({ question, number, onAnswer, headingLevel }: SclQuestionViewProps) {
  return (
    <RadioChoices
      number={number}
      text={question.text}
      images={question.images}
      options={question.scl_options}
      value={question.answered}
      onChange={onAnswer}
      headingLevel={headingLevel}
    />
  );
}

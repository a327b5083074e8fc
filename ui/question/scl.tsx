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

/** SCL, a scale: grades listed by their point (spec section 3), the answer is the chosen grade's id. */
export function SclQuestionView({ question, number, onAnswer, headingLevel }: SclQuestionViewProps) {
  const grades = [...question.scl_options].sort((a, b) => a.point - b.point);
  return (
    <RadioChoices
      number={number}
      text={question.text}
      images={question.images}
      options={grades}
      value={question.answered}
      onChange={onAnswer}
      headingLevel={headingLevel}
    />
  );
}

import type { OcaAnswer, OcaQuestion } from '../../contract/questions';
import type { HeadingLevel } from './parts';
import { RadioChoices } from './radio-choices';

export interface OcaQuestionViewProps {
  question: OcaQuestion;
  number: number;
  /** The chosen option id. */
  onAnswer: (answer: OcaAnswer) => void;
  headingLevel?: HeadingLevel;
}

/** OCA, single choice: the answer is one option id (0 until one is chosen). */
export function OcaQuestionView({ question, number, onAnswer, headingLevel }: OcaQuestionViewProps) {
  return (
    <RadioChoices
      number={number}
      text={question.text}
      images={question.images}
      options={question.oca_options}
      value={question.answered}
      onChange={onAnswer}
      headingLevel={headingLevel}
    />
  );
}

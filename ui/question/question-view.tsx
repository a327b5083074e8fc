import type { Answer, Question } from '../../contract/questions';
import { AsgQuestionView } from './asg';
import { DndQuestionView } from './dnd';
import { McaQuestionView } from './mca';
import { OcaQuestionView } from './oca';
import type { HeadingLevel } from './parts';
import { SclQuestionView } from './scl';
import { type TxtAnswerMeta, TxtQuestionView } from './txt';

export interface QuestionViewProps {
  question: Question;
  /** The question's number in the survey, shown before its text. */
  number: number;
  /** The new answer in the shape of the question's type (docs/product/data.md); TXT adds its pasted flag. */
  onAnswer: (answer: Answer, meta?: TxtAnswerMeta) => void;
  headingLevel?: HeadingLevel;
}

/** Shows one survey question (numbered text, images, answer area) with the renderer of its type. */
export function QuestionView({ question, number, onAnswer, headingLevel }: QuestionViewProps) {
  const common = { number, headingLevel };
  switch (question.type) {
    case 'OCA':
      return <OcaQuestionView key={question.id} {...common} question={question} onAnswer={onAnswer} />;
    case 'MCA':
      return <McaQuestionView key={question.id} {...common} question={question} onAnswer={onAnswer} />;
    case 'TXT':
      return <TxtQuestionView key={question.id} {...common} question={question} onAnswer={onAnswer} />;
    case 'DND':
      return <DndQuestionView key={question.id} {...common} question={question} onAnswer={onAnswer} />;
    case 'SCL':
      return <SclQuestionView key={question.id} {...common} question={question} onAnswer={onAnswer} />;
    case 'ASG':
      return <AsgQuestionView key={question.id} {...common} question={question} onAnswer={onAnswer} />;
  }
}

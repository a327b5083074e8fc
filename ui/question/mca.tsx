import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { McaAnswer, McaQuestion } from '../../contract/questions';
import { applyMcaToggle, noneOptionId } from '../../contract/question-rules';
import { cn } from '../lib/cn';
import { choiceClass, choiceInputClass, type HeadingLevel, QuestionHeading, QuestionHint, QuestionImages } from './parts';

export interface McaQuestionViewProps {
  question: McaQuestion;
  number: number;
  /** The chosen option ids; [0] means "none of the above". */
  onAnswer: (answer: McaAnswer) => void;
  headingLevel?: HeadingLevel;
}

/** MCA, multiple choice: checkboxes, with an exclusive "none of the above" when the question allows it. */
export function McaQuestionView({ question, number, onAnswer, headingLevel }: McaQuestionViewProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const choices = [
    ...question.mca_options,
    ...(question.can_be_none ? [{ id: noneOptionId, text: t('QUESTION.NONE-OF-THE-ABOVE') }] : []),
  ];
  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend>
        <QuestionHeading number={number} text={question.text} level={headingLevel} />
      </legend>
      <QuestionImages images={question.images} />
      <QuestionHint id={hintId}>{t('QUESTION.CHOOSE-ALL')}</QuestionHint>
      <div className="mt-4 flex flex-col gap-3">
        {choices.map((option) => (
          <label key={option.id} className={cn(choiceClass, option.id === noneOptionId && 'mt-3 border-dashed')}>
            <input
              type="checkbox"
              value={option.id}
              checked={question.answered.includes(option.id)}
              onChange={() => onAnswer(applyMcaToggle(question.answered, option.id))}
              className={choiceInputClass}
            />
            <span className="min-w-0 break-words">{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

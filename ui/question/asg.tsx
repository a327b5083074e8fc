import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AsgAnswer, AsgQuestion } from '../../contract/questions';
import { noneOptionId } from '../../contract/question-rules';
import { cn } from '../lib/cn';
import { type HeadingLevel, QuestionHeading, QuestionHint, QuestionImages } from './parts';

export interface AsgQuestionViewProps {
  question: AsgQuestion;
  number: number;
  /** The whole map from each row (asg question id) to its chosen option id, 0 where none is chosen yet. */
  onAnswer: (answer: AsgAnswer) => void;
  headingLevel?: HeadingLevel;
}

/** ASG, assignment: one row per statement, each with a labelled list of the same options to choose from. */
export function AsgQuestionView({ question, number, onAnswer, headingLevel }: AsgQuestionViewProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const baseId = useId();
  const answerMap = (): AsgAnswer =>
    Object.fromEntries(question.asg_questions.map((row) => [String(row.id), question.answered[String(row.id)] ?? noneOptionId]));

  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend>
        <QuestionHeading number={number} text={question.text} level={headingLevel} />
      </legend>
      <QuestionImages images={question.images} />
      <QuestionHint id={hintId}>{t('QUESTION.ASG-HINT')}</QuestionHint>
      <div className="mt-4 flex flex-col">
        {question.asg_questions.map((row) => {
          const selectId = `${baseId}-${row.id}`;
          const value = question.answered[String(row.id)] ?? noneOptionId;
          return (
            <div
              key={row.id}
              className="flex flex-col gap-2 border-b-2 border-border py-3 desktop:flex-row desktop:items-center desktop:justify-between desktop:gap-6"
            >
              <label htmlFor={selectId} className="min-w-0 break-words text-lg">
                {row.text}
              </label>
              <select
                id={selectId}
                value={value}
                onChange={(event) => onAnswer({ ...answerMap(), [String(row.id)]: Number(event.target.value) })}
                className={cn(
                  'min-h-11 w-full rounded-control border-2 border-border-strong bg-surface px-3 py-2 text-lg text-text',
                  'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus desktop:w-72 desktop:shrink-0',
                )}
              >
                <option value={noneOptionId}>{t('QUESTION.CHOOSE')}</option>
                {question.asg_options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.text}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AsgAnswer, AsgQuestion } from '../../contract/questions';
import { noneOptionId } from '../../contract/question-rules';
import { ChevronDownIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { type HeadingLevel, QuestionHeading, QuestionHint, QuestionImages } from './parts';

export interface AsgQuestionViewProps {
  question: AsgQuestion;
  number: number;
  /** The whole map from each row (asg question id) to its chosen option id, 0 where none is chosen yet. */
  onAnswer: (answer: AsgAnswer) => void;
  headingLevel?: HeadingLevel;
}

/**
 * ASG, assignment: one row per statement, each with a labelled list of the same options to choose from.
 * A closed native select shows one line and cuts a long choice short ("Spread the chores over the we…"), so
 * the chosen text is drawn by a box that wraps it in full, with the real select laid invisibly over it: the
 * select still takes the clicks, the keys, the focus and the screen reader.
 */
export function AsgQuestionView({ question, number, onAnswer, headingLevel }: AsgQuestionViewProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const baseId = useId();
  const answerMap = (): AsgAnswer =>
    Object.fromEntries(question.asg_questions.map((row) => [String(row.id), question.answered[String(row.id)] ?? noneOptionId]));
  const chosenText = (id: number) => question.asg_options.find((option) => option.id === id)?.text ?? t('QUESTION.CHOOSE');

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
              <div
                className={cn(
                  'relative w-full rounded-control desktop:w-72 desktop:shrink-0',
                  'has-focus-visible:outline-4 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
                )}
              >
                <select
                  id={selectId}
                  value={value}
                  onChange={(event) => onAnswer({ ...answerMap(), [String(row.id)]: Number(event.target.value) })}
                  className="absolute inset-0 z-10 size-full cursor-pointer appearance-none text-lg opacity-0"
                >
                  <option value={noneOptionId}>{t('QUESTION.CHOOSE')}</option>
                  {question.asg_options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.text}
                    </option>
                  ))}
                </select>
                <div
                  aria-hidden="true"
                  data-chosen-text
                  className="flex min-h-11 items-center justify-between gap-2 break-words rounded-control border-2 border-border-strong bg-surface px-3 py-2 text-lg text-text"
                >
                  <span className="min-w-0">{chosenText(value)}</span>
                  <ChevronDownIcon className="size-5 shrink-0" />
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

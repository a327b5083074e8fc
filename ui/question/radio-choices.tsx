import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionImage, QuestionOption } from '../../contract/questions';
import { choiceClass, choiceInputClass, type HeadingLevel, QuestionHeading, QuestionHint, QuestionImages } from './parts';

export interface RadioChoicesProps {
  number: number;
  text: string;
  images: readonly QuestionImage[];
  options: readonly QuestionOption[];
  /** The chosen option id, 0 when none. */
  value: number;
  onChange: (optionId: number) => void;
  headingLevel?: HeadingLevel;
}

/** One question as a radio group: fieldset, the numbered question as its legend, one large box per option. */
export function RadioChoices({ number, text, images, options, value, onChange, headingLevel }: RadioChoicesProps) {
  const { t } = useTranslation();
  const hintId = useId();
  // Unique per rendering, so two views of the same question never share one radio group.
  const name = useId();
  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend>
        <QuestionHeading number={number} text={text} level={headingLevel} />
      </legend>
      <QuestionImages images={images} />
      <QuestionHint id={hintId}>{t('QUESTION.CHOOSE-ONE')}</QuestionHint>
      <div className="mt-4 flex flex-col gap-3">
        {options.map((option) => (
          <label key={option.id} className={choiceClass}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className={choiceInputClass}
            />
            <span className="min-w-0 break-words">{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

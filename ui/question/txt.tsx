import { type ClipboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../contract/limits';
import type { TxtAnswer, TxtQuestion } from '../../contract/questions';
import { isTextAnswerTooLong, pasteFlag } from '../../contract/question-rules';
import { cn } from '../lib/cn';
import { type HeadingLevel, QuestionHeading, QuestionImages } from './parts';

export interface TxtAnswerMeta {
  /** docs/product/validation.md: true while the length stays within 90% to 110% of the last pasted text. */
  pasted: boolean;
}

export interface TxtQuestionViewProps {
  question: TxtQuestion;
  number: number;
  /**
   * Called with the text and its pasted flag on every change, beyond the 1024-character limit too: the
   * whole text is kept for editing, never cut. Over the limit the too-long message shows and the question
   * does not count as answered (isQuestionCompleted).
   */
  onAnswer: (answer: TxtAnswer, meta: TxtAnswerMeta) => void;
  headingLevel?: HeadingLevel;
}

/** TXT, free text: a large textarea with a character counter and an inline, announced too-long message. */
export function TxtQuestionView({ question, number, onAnswer, headingLevel }: TxtQuestionViewProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const [text, setText] = useState(question.answered);
  const pastedLength = useRef(0);
  const tooLong = isTextAnswerTooLong(text);

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    pastedLength.current = event.clipboardData.getData('text').length;
  };
  const onChange = (value: string) => {
    setText(value);
    onAnswer(value, { pasted: pasteFlag(value.length, pastedLength.current) });
  };

  return (
    <div className="min-w-0">
      <QuestionHeading
        number={number}
        text={question.text}
        level={headingLevel}
        wrap={(content) => <label htmlFor={fieldId}>{content}</label>}
      />
      <QuestionImages images={question.images} />
      <textarea
        id={fieldId}
        value={text}
        rows={6}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? `${errorId} ${counterId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
        onPaste={onPaste}
        className={cn(
          'mt-4 block min-h-32 w-full rounded-control border-2 border-border-strong bg-surface px-4 py-3 text-lg text-text',
          'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'aria-invalid:border-danger aria-invalid:border-4',
        )}
      />
      <p id={counterId} className={cn('mt-2 text-lg', tooLong ? 'font-bold text-danger' : 'text-text-muted')}>
        {t('QUESTION.CHARACTERS-USED', { count: text.length, max: limits.textAnswerMax })}
      </p>
      {/* Always in the page so screen readers announce the message when it appears. */}
      <div role="alert" id={errorId} className="empty:hidden">
        {tooLong ? (
          <p className="mt-2 rounded-control border-s-4 border-danger bg-danger-soft px-4 py-3 text-lg font-bold text-danger">
            <span className="sr-only">{t('UI.ERROR_PREFIX')} </span>
            {t('QUESTION.ANSWER-TOO-LONG', { max: limits.textAnswerMax })}!
          </p>
        ) : null}
      </div>
    </div>
  );
}

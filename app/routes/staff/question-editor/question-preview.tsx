import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Answer } from '../../../../contract/questions';
import { QuestionView } from '../../../../ui/question';
import { previewQuestion } from './preview-question';
import { usePreviewI18n } from './use-preview-i18n';
import type { QuestionEditor } from './use-question-editor';

/**
 * The question as respondents will see it in the edited language (English where a text is missing), with that
 * language's hints, answerable; a new type or language starts it unanswered.
 */
export function QuestionPreview({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const { form, language, pointAt, subTopics } = editor;
  const previewI18n = usePreviewI18n(language);
  const [given, setGiven] = useState<{ shape: string; answer: Answer } | null>(null);
  const { type, options, items, rows, grades } = form.values;
  // An answer names choices by their place: another type or another number of choices starts unanswered.
  const shape = `${type}-${options.length}-${items.length}-${rows.length}-${grades.length}`;
  const answered = given?.shape === shape ? given.answer : undefined;
  const setAnswered = (answer: Answer) => setGiven({ shape, answer });
  const subTopicName = subTopics.data?.find((s) => s.id === form.values.sub_topic)?.name ?? '';
  const question = previewQuestion(form.values, { language, pointAt, subTopicName, answered });
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title" className="font-heading text-2xl font-bold">
        {t('STAFF.PREVIEW')}
      </h2>
      <div className="mt-3 rounded-card border border-border bg-surface p-5">
        {previewI18n ? (
          <div lang={language} data-testid="question-preview">
            <I18nextProvider i18n={previewI18n}>
              <QuestionView key={shape} question={question} number={1} headingLevel={3} onAnswer={setAnswered} />
            </I18nextProvider>
          </div>
        ) : (
          <p className="text-lg">{t('STAFF.LOADING')}</p>
        )}
      </div>
    </section>
  );
}

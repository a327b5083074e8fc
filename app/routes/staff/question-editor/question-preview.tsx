import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SclQuestion } from '../../../../contract/questions';
import { SclQuestionView } from '../../../../ui/question';
import type { QuestionEditor } from './use-question-editor';

/** The question as respondents will see it in the edited language (English where a text is missing), answerable. */
export function QuestionPreview({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const { form, language, pointAt, subTopics } = editor;
  const [previewAnswer, setPreviewAnswer] = useState(0);
  const key = `text_${language}` as const;
  const values = form.values;
  const preview: SclQuestion = {
    id: 0,
    type: 'SCL',
    text: values[key] || values.text_en,
    images: [],
    sub_topic: { name: subTopics.data?.find((s) => s.id === values.sub_topic)?.name ?? '' },
    started_at: null,
    updated_at: [],
    answered: previewAnswer,
    scl_options: values.grades.map((g, index) => ({ id: index + 1, text: g[key] || g.text_en, point: pointAt(index) })),
  };
  return (
    <section aria-labelledby="preview-title" lang={language}>
      <h2 id="preview-title" className="font-heading text-2xl font-bold">
        {t('STAFF.PREVIEW')}
      </h2>
      <div className="mt-3 rounded-card border border-border bg-surface p-5">
        <SclQuestionView question={preview} number={1} headingLevel={3} onAnswer={setPreviewAnswer} />
      </div>
    </section>
  );
}

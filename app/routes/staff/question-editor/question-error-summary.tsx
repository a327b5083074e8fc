import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../../ui/error-summary';
import type { QuestionEditor } from './use-question-editor';

/**
 * The editor's error summary. English text links to the language picker while another language is edited,
 * each list to its first entry; the summary takes focus whenever the errors change.
 */
export function QuestionErrorSummary({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const { form, language } = editor;
  const fields = Object.keys(form.errors);
  if (!fields.length) return null;
  const labels = Object.fromEntries(
    fields.map((field) => [field, t(`STAFF.FIELD_${field.toUpperCase()}`, { defaultValue: field })]),
  );
  const focusTargets = {
    text_en: language === 'en' ? 'editor-text_en' : 'editor-language',
    grades: 'editor-grade-0',
    options: 'editor-options-0',
    items: 'editor-items-0',
    rows: 'editor-rows-0',
  };
  return <ErrorSummary className="mt-6" errors={form.summary(labels, focusTargets)} focusKey={JSON.stringify(form.errors)} />;
}

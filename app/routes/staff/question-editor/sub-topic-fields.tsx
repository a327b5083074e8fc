import { useTranslation } from 'react-i18next';
import { type QuestionType, questionTypes } from '../../../../contract/questions';
import { questionTypeKey } from '../question-type-words';
import { SelectField } from '../select-field';
import type { QuestionEditor } from './use-question-editor';

/** The sub-topic picker and the question type (chosen for a new question, fixed once saved). */
export function SubTopicFields({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const { form, subTopics } = editor;
  return (
    <>
      <SelectField
        id="editor-sub_topic"
        label={t('STAFF.SUBTOPIC')}
        error={form.errors.sub_topic}
        value={form.values.sub_topic || ''}
        onChange={(event) => form.setValue('sub_topic', Number(event.target.value))}
      >
        <option value="">{t('STAFF.CHOOSE_SUBTOPIC')}</option>
        {(subTopics.data ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="editor-type"
        label={t('STAFF.TYPE')}
        hint={editor.editing ? t('STAFF.TYPE_FIXED_HINT') : undefined}
        value={form.values.type}
        disabled={editor.editing}
        onChange={(event) => editor.chooseType(event.target.value as QuestionType)}
      >
        {questionTypes.map((type) => (
          <option key={type} value={type}>
            {t(questionTypeKey(type))}
          </option>
        ))}
      </SelectField>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { SelectField } from '../select-field';
import type { QuestionEditor } from './use-question-editor';

/** The sub-topic picker and the (fixed) question type. */
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
      <SelectField id="editor-type" label={t('STAFF.TYPE')} value="SCL" disabled>
        <option value="SCL">{t('STAFF.TYPE_SCL')}</option>
      </SelectField>
    </>
  );
}

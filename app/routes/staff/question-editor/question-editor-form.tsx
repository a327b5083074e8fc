import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Checkbox } from '../../../../ui/checkbox';
import { NumberField } from '../../../../ui/number-field';
import { LanguagePicker, QuestionTextField } from './language-fields';
import { SubTopicFields } from './sub-topic-fields';
import { TypeFields } from './type-fields';
import type { QuestionEditor } from './use-question-editor';

/** The editor's fields in the page's order, and the save button. */
export function QuestionEditorForm({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const { form } = editor;
  const stored = editor.existing.data;
  return (
    <form noValidate onSubmit={editor.save} className="flex flex-col gap-5" aria-label={t('PAGES.QUESTION_EDITOR')}>
      {editor.editing && stored ? (
        <p className="text-lg" data-testid="question-version">
          {t('STAFF.QUESTION_VERSION', { version: stored.version, count: stored.completed_answers })}
        </p>
      ) : null}
      <SubTopicFields editor={editor} />
      <LanguagePicker editor={editor} />
      <QuestionTextField editor={editor} />
      <TypeFields editor={editor} />
      {form.values.type === 'TXT' ? null : (
        <Checkbox
          id="editor-evaluated"
          label={t('STAFF.EVALUATED')}
          checked={form.values.evaluated}
          onChange={(event) => form.setValue('evaluated', event.target.checked)}
        />
      )}
      <NumberField
        id="editor-order"
        label={t('STAFF.ORDER')}
        min={0}
        step={1}
        error={form.errors.order}
        value={form.values.order}
        onValueChange={(order) => form.setValue('order', order)}
      />
      <Button type="submit" loading={editor.saving}>
        {editor.editing ? t('STAFF.UPDATE_QUESTION') : t('STAFF.ADD_QUESTION')}
      </Button>
    </form>
  );
}

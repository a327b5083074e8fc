import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../ui/checkbox';
import { RadioGroup } from '../../../../ui/radio-group';
import { SelectField } from '../select-field';
import { withChoiceChanged } from './choice-edits';
import type { Choice } from './question-values';
import type { QuestionEditor } from './use-question-editor';

/** A choice's name in the edited language: its text, its English, or its place ("Option 2"). */
export function useChoiceName(editor: QuestionEditor) {
  const { t } = useTranslation();
  const key = `text_${editor.language}` as const;
  return (choice: Choice, index: number, entry: string) =>
    choice[key].trim() || choice.text_en.trim() || t(entry, { number: index + 1 });
}

/** Single choice: which one option is right (docs/content.md, scoring: 1 for it, 0 for any other). */
export function RightOptionRadios({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const { form } = editor;
  const nameOf = useChoiceName(editor);
  const options = form.values.options;
  const right = options.findIndex((o) => o.correct);
  return (
    <RadioGroup
      id="editor-right-option"
      name="editor-right-option"
      legend={t('STAFF.RIGHT_ANSWER')}
      value={right < 0 ? null : String(right)}
      options={options.map((o, index) => ({ value: String(index), label: nameOf(o, index, 'STAFF.OPTION') }))}
      onChange={(value) =>
        form.setValue(
          'options',
          options.map((o, index) => ({ ...o, correct: index === Number(value) })),
        )
      }
    />
  );
}

/** Multiple choice: whether this option is right (scored as the share of options handled rightly). */
export function CorrectCheckbox({ editor, index }: { editor: QuestionEditor; index: number }) {
  const { t } = useTranslation();
  const { form } = editor;
  return (
    <Checkbox
      id={`editor-options-${index}-correct`}
      label={t('STAFF.CORRECT_OPTION', { number: index + 1 })}
      checked={!!form.values.options[index]?.correct}
      onChange={(event) =>
        form.setValue('options', withChoiceChanged(form.values.options, index, { correct: event.target.checked }))
      }
    />
  );
}

/** Matching: the option that is right for this row. */
export function RowOptionSelect({ editor, index }: { editor: QuestionEditor; index: number }) {
  const { t } = useTranslation();
  const { form } = editor;
  const nameOf = useChoiceName(editor);
  const right = form.values.rows[index]?.correct_option;
  return (
    <SelectField
      id={`editor-rows-${index}-option`}
      label={t('STAFF.ROW_RIGHT_OPTION', { number: index + 1 })}
      value={right === undefined ? '' : String(right)}
      onChange={(event) =>
        form.setValue(
          'rows',
          withChoiceChanged(form.values.rows, index, {
            correct_option: event.target.value === '' ? undefined : Number(event.target.value),
          }),
        )
      }
    >
      <option value="">{t('STAFF.CHOOSE_OPTION')}</option>
      {form.values.options.map((o, optionIndex) => (
        <option key={o.key ?? o.id ?? optionIndex} value={optionIndex}>
          {nameOf(o, optionIndex, 'STAFF.OPTION')}
        </option>
      ))}
    </SelectField>
  );
}

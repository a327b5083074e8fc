import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../ui/checkbox';
import { CorrectCheckbox, RightOptionRadios, RowOptionSelect } from './answer-key-fields';
import { ChoicesFieldset, type ChoiceWords } from './choices-fieldset';
import { GradesFieldset } from './grades-fieldset';
import type { QuestionEditor } from './use-question-editor';

const optionWords: ChoiceWords = {
  legend: 'STAFF.OPTIONS',
  entry: 'STAFF.OPTION',
  add: 'STAFF.ADD_OPTION',
  remove: 'STAFF.REMOVE_OPTION',
};
const itemWords: ChoiceWords = { legend: 'STAFF.ITEMS', entry: 'STAFF.ITEM', add: 'STAFF.ADD_ITEM', remove: 'STAFF.REMOVE_ITEM' };
const rowWords: ChoiceWords = { legend: 'STAFF.ROWS', entry: 'STAFF.ROW', add: 'STAFF.ADD_ROW', remove: 'STAFF.REMOVE_ROW' };

/** The answer part of the question's type: grades, options with their right answers, items in order, or pairs. */
export function TypeFields({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const { form } = editor;
  switch (form.values.type) {
    case 'SCL':
      return <GradesFieldset editor={editor} />;
    case 'OCA':
      return (
        <ChoicesFieldset editor={editor} list="options" words={optionWords} minimum={2}>
          <RightOptionRadios editor={editor} />
        </ChoicesFieldset>
      );
    case 'MCA':
      return (
        <>
          <ChoicesFieldset
            editor={editor}
            list="options"
            words={optionWords}
            minimum={2}
            extra={(index) => <CorrectCheckbox editor={editor} index={index} />}
          />
          <Checkbox
            id="editor-can_be_none"
            label={t('STAFF.CAN_BE_NONE')}
            checked={form.values.can_be_none}
            onChange={(event) => form.setValue('can_be_none', event.target.checked)}
          />
        </>
      );
    case 'DND':
      return <ChoicesFieldset editor={editor} list="items" words={itemWords} minimum={3} movable />;
    case 'ASG':
      return (
        <>
          <ChoicesFieldset editor={editor} list="options" words={{ ...optionWords, legend: 'STAFF.ASG_OPTIONS' }} minimum={2} />
          <ChoicesFieldset
            editor={editor}
            list="rows"
            words={rowWords}
            minimum={2}
            extra={(index) => <RowOptionSelect editor={editor} index={index} />}
          />
        </>
      );
    case 'TXT':
      return <p className="text-lg">{t('STAFF.TXT_NO_CHOICES')}</p>;
  }
}

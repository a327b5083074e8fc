import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { withChoiceAdded, withChoiceChanged, withChoiceMoved, withChoiceRemoved } from './choice-edits';
import type { ChoiceList } from './question-values';
import { TranslatedTextField } from './translated-text-field';
import { useFocusAfter } from './use-focus-after';
import type { QuestionEditor } from './use-question-editor';

/** The words of one list: its legend, one entry's label, and its add and remove buttons (translation keys). */
export interface ChoiceWords {
  legend: string;
  entry: string;
  add: string;
  remove: string;
}

export interface ChoicesFieldsetProps {
  editor: QuestionEditor;
  list: ChoiceList;
  words: ChoiceWords;
  /** Fewer than this many cannot be removed (the type's rules ask for at least this many). */
  minimum: number;
  /** Ordering items carry Move up and Move down buttons: their order is the right order. */
  movable?: boolean;
  /** Controls of one entry beside its text (its right answer). */
  extra?: (index: number) => ReactNode;
  /** Below the entries (the right answer of a single-choice question). */
  children?: ReactNode;
}

/** A list of options, items or rows, each with its text in the edited language; added and removed by keyboard. */
export function ChoicesFieldset({ editor, list, words, minimum, movable, extra, children }: ChoicesFieldsetProps) {
  const { t } = useTranslation();
  const { form } = editor;
  const entries = form.values[list];
  const focusLater = useFocusAfter();
  const addId = `editor-${list}-add`;
  const remove = (index: number) => {
    form.update((values) => ({ ...values, ...withChoiceRemoved(values, list, index) }), [list, 'rows']);
    focusLater(addId);
  };
  return (
    <fieldset id={`editor-${list}`} className="flex flex-col gap-4">
      <legend className="font-bold text-xl">{t(words.legend)}</legend>
      {form.errors[list] ? <p className="font-bold text-danger text-lg">{t(form.errors[list])}!</p> : null}
      <ol className="flex flex-col gap-4">
        {entries.map((entry, index) => (
          <li key={entry.key ?? entry.id ?? index} className="flex flex-col gap-2 rounded-card border border-border p-3">
            <ChoiceText editor={editor} list={list} index={index} label={t(words.entry, { number: index + 1 })} />
            {extra?.(index)}
            <div className="flex flex-wrap gap-2">
              {movable ? <MoveButtons editor={editor} list={list} index={index} focusLater={focusLater} /> : null}
              {entries.length > minimum ? (
                <Button
                  variant="ghost"
                  id={`editor-${list}-${index}-remove`}
                  aria-label={`${t(words.remove)} ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  {t(words.remove)}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {children}
      <Button variant="secondary" id={addId} className="self-start" onClick={() => form.setValue(list, withChoiceAdded(entries))}>
        {t(words.add)}
      </Button>
    </fieldset>
  );
}

/** One entry's text in the edited language, with its English beside it. */
function ChoiceText({ editor, list, index, label }: { editor: QuestionEditor; list: ChoiceList; index: number; label: string }) {
  const { form, language, staleChoices } = editor;
  const entry = form.values[list][index]!;
  const key = `text_${language}` as const;
  return (
    <TranslatedTextField
      id={`editor-${list}-${index}`}
      label={label}
      texts={entry}
      language={language}
      stale={entry.id ? staleChoices.get(entry.id) : undefined}
      onChange={(text) => form.setValue(list, withChoiceChanged(form.values[list], index, { [key]: text }))}
    />
  );
}

/** Move up and Move down; at either end the button says so and does nothing, and it keeps the focus. */
function MoveButtons({
  editor,
  list,
  index,
  focusLater,
}: {
  editor: QuestionEditor;
  list: ChoiceList;
  index: number;
  focusLater: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { form } = editor;
  const count = form.values[list].length;
  const move = (delta: -1 | 1, direction: 'up' | 'down') => {
    const target = index + delta;
    if (target < 0 || target >= count) return;
    form.setValue(list, withChoiceMoved(form.values[list], index, delta));
    focusLater(`editor-${list}-${target}-${direction}`);
  };
  return (
    <>
      <Button
        variant="ghost"
        id={`editor-${list}-${index}-up`}
        aria-label={`${t('STAFF.MOVE_UP')} ${index + 1}`}
        aria-disabled={index === 0 || undefined}
        onClick={() => move(-1, 'up')}
      >
        {t('STAFF.MOVE_UP')}
      </Button>
      <Button
        variant="ghost"
        id={`editor-${list}-${index}-down`}
        aria-label={`${t('STAFF.MOVE_DOWN')} ${index + 1}`}
        aria-disabled={index === count - 1 || undefined}
        onClick={() => move(1, 'down')}
      >
        {t('STAFF.MOVE_DOWN')}
      </Button>
    </>
  );
}

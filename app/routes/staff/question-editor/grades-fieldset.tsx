import { useTranslation } from 'react-i18next';
import { limits } from '../../../../contract/limits';
import { Button } from '../../../../ui/button';
import { emptyTexts, type Grade } from './question-values';
import { TranslatedTextField } from './translated-text-field';
import type { QuestionEditor } from './use-question-editor';

/** The grades in the edited language, with their points; the first 3 stay, more can be added, removed or reversed. */
export function GradesFieldset({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const { form } = editor;
  const grades = form.values.grades;
  const setGrades = (next: Grade[]) => form.setValue('grades', next);
  return (
    <fieldset id="editor-grades" className="flex flex-col gap-3">
      <legend className="font-bold text-xl">{t('STAFF.GRADES')}</legend>
      {form.errors.grades ? <p className="font-bold text-danger text-lg">{t(form.errors.grades)}!</p> : null}
      {grades.map((grade, index) => (
        <GradeRow key={grade.id ?? `new-${index}`} editor={editor} index={index} />
      ))}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setGrades([...grades, emptyTexts()])}>
          {t('STAFF.ADD_GRADE')}
        </Button>
        <Button variant="secondary" onClick={() => setGrades([...grades].reverse())}>
          {t('STAFF.REVERSE_GRADES')}
        </Button>
      </div>
    </fieldset>
  );
}

/** One grade's text, and its remove button past the fixed ones. */
function GradeRow({ editor, index }: { editor: QuestionEditor; index: number }) {
  const { t } = useTranslation();
  const { form, language, pointAt, staleChoices } = editor;
  const key = `text_${language}` as const;
  const grades = form.values.grades;
  const grade = grades[index]!;
  return (
    <div className="flex items-end gap-2">
      <div className="grow">
        <TranslatedTextField
          id={`editor-grade-${index}`}
          label={t('STAFF.GRADE', { number: index + 1, point: pointAt(index) })}
          texts={grade}
          language={language}
          stale={grade.id ? staleChoices.get(grade.id) : undefined}
          rows={1}
          onChange={(text) =>
            form.setValue(
              'grades',
              grades.map((g, i) => (i === index ? { ...g, [key]: text } : g)),
            )
          }
        />
      </div>
      {index >= limits.gradesFixed ? (
        <Button
          variant="ghost"
          onClick={() =>
            form.setValue(
              'grades',
              grades.filter((_, i) => i !== index),
            )
          }
        >
          {t('STAFF.REMOVE_GRADE')}
          <span className="sr-only"> {index + 1}</span>
        </Button>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../../contract/languages';
import { languages } from '../../../../contract/languages';
import { SelectField } from '../select-field';
import { TranslatedTextField } from './translated-text-field';
import type { QuestionEditor } from './use-question-editor';

/** The language being edited, each marked when missing or in need of review, and the list of missing ones. */
export function LanguagePicker({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const { language, setLanguage, missing, toReview } = editor;
  return (
    <>
      <SelectField
        id="editor-language"
        label={t('STAFF.EDIT_LANGUAGE')}
        hint={t('STAFF.EDIT_LANGUAGE_HINT')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as LanguageCode)}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label} – {l.name}
            {missing.includes(l) ? ` (${t('STAFF.MISSING')})` : ''}
            {toReview.has(l.code) ? ` (${t('STAFF.NEEDS_REVIEW')})` : ''}
          </option>
        ))}
      </SelectField>
      <p className="text-lg" data-testid="missing-languages">
        {missing.length
          ? t('STAFF.MISSING_LANGUAGES', { list: missing.map((l) => l.label).join(', ') })
          : t('STAFF.ALL_LANGUAGES')}
      </p>
    </>
  );
}

/** The question's text in the edited language; English's error stays in sight while another language is edited. */
export function QuestionTextField({ editor }: { editor: QuestionEditor }) {
  const { t } = useTranslation();
  const { form, language, staleText } = editor;
  const key = `text_${language}` as const;
  return (
    <>
      <TranslatedTextField
        id={`editor-${key === 'text_en' ? 'text_en' : 'text'}`}
        label={t('STAFF.QUESTION_TEXT', { language: languages.find((l) => l.code === language)?.label })}
        texts={form.values}
        language={language}
        stale={staleText}
        rows={4}
        error={key === 'text_en' ? form.errors.text_en : undefined}
        onChange={(text) => form.setValue(key, text)}
      />
      {key !== 'text_en' && form.errors.text_en ? (
        <p className="font-bold text-danger text-lg">
          {t(form.errors.text_en)}! ({languages[0].label})
        </p>
      ) : null}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { TextFields } from '../../../../contract/api/staff';
import type { LanguageCode } from '../../../../contract/languages';
import { Textarea } from '../../../../ui/textarea';

export interface TranslatedTextFieldProps {
  id: string;
  label: string;
  /** The text in every language; the one of `language` is edited. */
  texts: TextFields;
  language: LanguageCode;
  /** The languages whose translation of this text went stale (its English changed after it was made). */
  stale?: readonly LanguageCode[];
  error?: string;
  rows?: number;
  onChange: (text: string) => void;
}

/**
 * One text in the edited language, on as many lines as it needs (a long Czech text is never cut). Beside a
 * translation stands its English, the source it follows; a stale translation says the English changed to it.
 */
export function TranslatedTextField({ id, label, texts, language, stale, error, rows = 2, onChange }: TranslatedTextFieldProps) {
  const { t } = useTranslation();
  const english = texts.text_en.trim();
  const needsReview = language !== 'en' && stale?.includes(language);
  let hint: React.ReactNode;
  if (needsReview) hint = <EnglishBeside label={t('STAFF.NEEDS_REVIEW_ENGLISH')} english={english} />;
  else if (language !== 'en' && english) hint = <EnglishBeside label={t('STAFF.ENGLISH_BESIDE')} english={english} />;
  return (
    <Textarea
      id={id}
      label={label}
      hint={hint}
      error={error}
      rows={rows}
      value={texts[`text_${language}`]}
      lang={language}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** "English: …" with the English marked as English for screen readers. */
function EnglishBeside({ label, english }: { label: string; english: string }) {
  return (
    <>
      {label} <span lang="en">{english}</span>
    </>
  );
}

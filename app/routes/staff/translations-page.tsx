import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TargetLanguageCode } from '../../../contract/api/translations';
import { usePageTitle } from '../../shared/page-head/use-page-title';
import { SelectField } from './select-field';
import { TranslationExportSection } from './translation-export-section';
import { TranslationImportSection } from './translation-import-section';
import { TranslationImportsSection } from './translation-imports-section';
import { firstTarget, targetLanguages } from './translation-languages';
import { TranslationReviewSection } from './translation-review-section';

/** /translations: texts out to translators as XLIFF or CSV, and their work back in, checked first. */
export function TranslationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('PAGES.TRANSLATIONS'));
  const [language, setLanguage] = useState<TargetLanguageCode>(firstTarget);

  return (
    <section aria-labelledby="page-title" className="page-column max-w-5xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.TRANSLATIONS')}
      </h1>
      <p className="mt-3 text-lg">{t('TRANSLATIONS.INTRO')}</p>
      <SelectField
        id="translations-language"
        className="mt-6 max-w-xl"
        label={t('TRANSLATIONS.LANGUAGE')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as TargetLanguageCode)}
      >
        {targetLanguages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </SelectField>
      <TranslationExportSection language={language} />
      <TranslationImportSection key={language} language={language} />
      <TranslationImportsSection language={language} />
      <TranslationReviewSection target={language} />
    </section>
  );
}

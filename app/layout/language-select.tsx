import { useTranslation } from 'react-i18next';
import { languages } from '../../contract/languages';

/** Interim language switch (a native select); the flag dropdown of the design system replaces it. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-base">
      <span>{t('NAV.LANGUAGE')}</span>
      <select
        className="min-h-11 rounded-control border-2 border-border-strong bg-surface px-2 text-lg text-text focus-visible:outline-4 focus-visible:outline-focus"
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label} – {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}

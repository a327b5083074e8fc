import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { educations, genders, jobSectors, residences } from '../../../contract/user-options';
import { collatorFor } from '../../../ui/lib/collation';

/** The closed lists of the profile with translated labels (OPTIONS.<LIST>.<code>). */
export function useOptionLabels() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const collator = collatorFor(language);
    const list = <V extends string>(codes: readonly V[], namespace: string) =>
      codes.map((value) => ({ value, label: t(`OPTIONS.${namespace}.${value}`) }));
    return {
      residences: list(residences, 'RESIDENCE'),
      genders: list(genders, 'GENDER'),
      educations: list(educations, 'EDUCATION'),
      // 37 sectors are easier to scan in alphabetical order of the reader's language.
      jobSectors: list(jobSectors, 'JOB_SECTOR').sort((a, b) => collator.compare(a.label, b.label)),
    };
  }, [t, language]);
}

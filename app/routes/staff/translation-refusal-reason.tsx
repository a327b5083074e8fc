import { useTranslation } from 'react-i18next';
import { type PreviewEntryWire, refusalReasonKeys } from '../../../contract/api/translations';

const placeholderKeys = {
  missing: 'TRANSLATIONS.PLACEHOLDER_MISSING',
  added: 'TRANSLATIONS.PLACEHOLDER_ADDED',
} as const;

/** Why a text of an imported file was refused, in words; a lost or added placeholder is named. */
export function RefusalReason({ entry }: { entry: PreviewEntryWire }) {
  const { t } = useTranslation();
  if (!entry.reason) return null;
  return (
    <>
      {t(refusalReasonKeys[entry.reason])}
      {entry.placeholder ? (
        <span className="block">{t(placeholderKeys[entry.placeholder.problem], { code: entry.placeholder.code })}</span>
      ) : null}
    </>
  );
}

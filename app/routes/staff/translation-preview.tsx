import { useTranslation } from 'react-i18next';
import type { ImportPreviewWire, PreviewEntryWire } from '../../../contract/api/translations';
import { StaffTable, staffCell } from './staff-table';
import { RefusalReason } from './translation-refusal-reason';
import { usePlaceWords } from './translation-place';

// Fixed columns that wrap anywhere: long texts and ids never push the page sideways on a phone.
const fixedTable = 'table-fixed [overflow-wrap:anywhere]';

/** "Changed: 3. Unchanged: 120. Refused: 1." — counts as labels, so no language needs plural sentences. */
export function usePreviewSummary() {
  const { t } = useTranslation();
  return (preview: ImportPreviewWire) =>
    [
      t('TRANSLATIONS.CHANGED', { count: preview.changed.length }),
      t('TRANSLATIONS.UNCHANGED', { count: preview.unchanged }),
      t('TRANSLATIONS.REFUSED', { count: preview.refused.length }),
    ].join(' ');
}

function Place({ entry }: { entry: PreviewEntryWire }) {
  const placeWords = usePlaceWords();
  return (
    <>
      {placeWords(entry)}
      <span className="block text-base text-text-muted">{entry.key}</span>
    </>
  );
}

/** What an import would do: the changed texts with their old and new values, the refused ones with the reason. */
export function TranslationPreview({ preview }: { preview: ImportPreviewWire }) {
  const { t } = useTranslation();
  // The counts are in the live region above (translation-import-section.tsx), not said twice.
  return (
    <div className="mt-6">
      <h3 className="font-heading text-xl font-bold">{t('TRANSLATIONS.PREVIEW')}</h3>
      {preview.changed.length ? (
        <StaffTable
          caption={t('TRANSLATIONS.CHANGED_CAPTION')}
          captionVisible
          className={fixedTable}
          columns={[{ label: t('TRANSLATIONS.WHERE') }, { label: t('TRANSLATIONS.BEFORE') }, { label: t('TRANSLATIONS.AFTER') }]}
        >
          {preview.changed.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className={`${staffCell} font-normal`}>
                <Place entry={entry} />
              </th>
              <td className={staffCell}>{entry.before ?? <em>{t('STAFF.MISSING')}</em>}</td>
              <td className={staffCell}>
                {entry.after}
                {entry.reviewed ? <span className="block text-base text-text-muted">{t('TRANSLATIONS.REVIEWED')}</span> : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : null}
      {preview.refused.length ? (
        <StaffTable
          caption={t('TRANSLATIONS.REFUSED_CAPTION')}
          captionVisible
          className={`mt-8 ${fixedTable}`}
          columns={[{ label: t('TRANSLATIONS.WHERE') }, { label: t('TRANSLATIONS.AFTER') }, { label: t('TRANSLATIONS.REASON') }]}
        >
          {preview.refused.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className={`${staffCell} font-normal`}>
                <Place entry={entry} />
              </th>
              <td className={staffCell}>{entry.after}</td>
              <td className={staffCell}>
                <RefusalReason entry={entry} />
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TargetLanguageCode, TranslationImportWire } from '../../../contract/api/translations';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../../../ui/lib/intl-format';
import { useTranslationImportsQuery } from '../../store/translations-api';
import { OutcomeRegions } from './outcome-regions';
import { StaffTable, staffCell } from './staff-table';
import { KeptTexts, type UndoOutcome, useUndoImport } from './translation-undo-import';

function UndoCell({ entry, busy, onUndo }: { entry: TranslationImportWire; busy: boolean; onUndo: () => void }) {
  const { t, i18n } = useTranslation();
  if (entry.undone)
    return <>{t('TRANSLATIONS.UNDONE_BY', { date: formatDateTime(entry.undone.at, i18n.language), who: entry.undone.by })}</>;
  if (!entry.undoable) return <>{t('TRANSLATIONS.CANNOT_UNDO')}</>;
  const when = formatDateTime(entry.at, i18n.language);
  return (
    <Button variant="secondary" disabled={busy} onClick={onUndo}>
      {t('TRANSLATIONS.UNDO_IMPORT')}
      <span className="sr-only">: {when}</span>
    </Button>
  );
}

/** The imports of the chosen language, newest first, each to be undone as a whole (docs/translations.md). */
export function TranslationImportsSection({ language }: { language: TargetLanguageCode }) {
  const { t, i18n } = useTranslation();
  const imports = useTranslationImportsQuery({ language });
  const undo = useUndoImport();
  const [outcome, setOutcome] = useState<UndoOutcome>();
  const entries = imports.data ?? [];

  return (
    <section aria-labelledby="translations-imports" className="mt-10">
      <h2 id="translations-imports" className="font-heading text-2xl font-bold">
        {t('TRANSLATIONS.IMPORTS_TITLE')}
      </h2>
      <p className="mt-2 text-lg">{t('TRANSLATIONS.IMPORTS_INTRO')}</p>
      <OutcomeRegions
        outcome={outcome}
        failed={imports.isError ? t('TRANSLATIONS.IMPORTS_FAILED') : undefined}
        className="mt-4 text-lg"
        testIds={{ status: 'imports-status' }}
      />
      <KeptTexts kept={outcome?.kept} />
      {imports.data && !entries.length ? <p className="mt-4 text-lg">{t('TRANSLATIONS.IMPORTS_NONE')}</p> : null}
      {entries.length ? (
        <StaffTable
          caption={t('TRANSLATIONS.IMPORTS_TITLE')}
          className="table-fixed [overflow-wrap:anywhere]"
          columns={[
            { label: t('AUDIT.WHEN') },
            { label: t('AUDIT.WHO') },
            { label: t('TRANSLATIONS.IMPORT_CHANGED') },
            { label: t('TRANSLATIONS.IMPORT_UNDO_COLUMN') },
          ]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className={`${staffCell} font-normal`}>
                {formatDateTime(entry.at, i18n.language)}
              </th>
              <td className={staffCell}>{entry.by}</td>
              <td className={staffCell}>{entry.changed}</td>
              <td className={staffCell}>
                <UndoCell entry={entry} busy={undo.busy} onUndo={async () => setOutcome(await undo.run(entry.id))} />
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : null}
    </section>
  );
}

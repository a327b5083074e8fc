import { useTranslation } from 'react-i18next';
import type { TargetLanguageCode } from '../../../contract/api/translations';
import { Button } from '../../../ui/button';
import { OutcomeRegions } from './outcome-regions';
import { languageInWords } from './translation-languages';
import { KeptTexts, type UndoOutcome, useUndoImport } from './translation-undo-import';

/** "This file is for another language. Language of the file: Hungarian. …", both names in the reader's language. */
export function useOtherLanguageWords() {
  const { t, i18n } = useTranslation();
  return ({ file, chosen }: { file: TargetLanguageCode; chosen: TargetLanguageCode }) =>
    t('TRANSLATIONS.OTHER_LANGUAGE', {
      file: languageInWords(file, i18n.language),
      chosen: languageInWords(chosen, i18n.language),
    });
}

/**
 * What the last check, apply or undo did, in the page's live regions (kept mounted, so each change is read out),
 * and "Undo this import" right after an import was applied.
 */
export function ImportOutcome({
  outcome,
  onUndone,
}: {
  outcome: UndoOutcome | undefined;
  onUndone: (outcome: UndoOutcome) => void;
}) {
  const applied = outcome?.applied;
  const { t } = useTranslation();
  const undo = useUndoImport();
  return (
    <>
      <OutcomeRegions
        outcome={outcome}
        className="mt-4 text-lg"
        testIds={{ status: 'translation-status', alert: 'translation-alert' }}
      />
      <KeptTexts kept={outcome?.kept} />
      {applied ? (
        <Button variant="secondary" className="mt-3" loading={undo.busy} onClick={async () => onUndone(await undo.run(applied))}>
          {t('TRANSLATIONS.UNDO_IMPORT')}
        </Button>
      ) : null}
    </>
  );
}

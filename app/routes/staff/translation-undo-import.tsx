import { useTranslation } from 'react-i18next';
import type { UndoImportAnswerWire } from '../../../contract/api/translations';
import { toApiFailure } from '../../shared/api-failure';
import { useUndoTranslationImportMutation } from '../../store/translations-api';
import { useDisplayLanguage, usePlaceWords } from './translation-place';

/** What the last action did, in words; `kept` after an undoing, `applied` the import just applied (to undo). */
export type UndoOutcome = { kind: 'status' | 'alert'; text: string; kept?: UndoImportAnswerWire['kept']; applied?: number };

/** Undoes a whole import and says in words what happened: texts put back, texts kept, or why it was refused. */
export function useUndoImport() {
  const { t } = useTranslation();
  const display = useDisplayLanguage();
  const [undo, state] = useUndoTranslationImportMutation();
  return {
    busy: state.isLoading,
    async run(id: number): Promise<UndoOutcome> {
      try {
        const answer = await undo({ import: id, display }).unwrap();
        return { kind: 'status', text: t('TRANSLATIONS.UNDONE', { count: answer.putBack }), kept: answer.kept };
      } catch (error) {
        return { kind: 'alert', text: t(toApiFailure(error).messageKey) };
      }
    },
  };
}

/** The texts an undoing left as they were, because they changed again after the import. */
export function KeptTexts({ kept }: { kept: UndoImportAnswerWire['kept'] | undefined }) {
  const { t } = useTranslation();
  const placeWords = usePlaceWords();
  if (!kept?.length) return null;
  return (
    <div className="mt-3 text-lg" data-testid="undo-kept">
      <p>{t('TRANSLATIONS.KEPT_INTRO')}</p>
      <ul className="mt-2 list-disc pl-6">
        {kept.map((text) => (
          <li key={text.id}>{placeWords(text)}</li>
        ))}
      </ul>
    </div>
  );
}

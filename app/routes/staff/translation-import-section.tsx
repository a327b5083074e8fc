import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewWire, TargetLanguageCode } from '../../../contract/api/translations';
import { Button } from '../../../ui/button';
import { describedBy, Field, inputClasses } from '../../../ui/field';
import { toApiFailure } from '../../shared/api-failure';
import { useApplyTranslationImportMutation, usePreviewTranslationImportMutation } from '../../store/translations-api';
import { InterfaceImportNote } from './interface-import-note';
import { ImportOutcome, useOtherLanguageWords } from './translation-import-outcome';
import { useDisplayLanguage } from './translation-place';
import { TranslationPreview, usePreviewSummary } from './translation-preview';
import type { UndoOutcome } from './translation-undo-import';

/**
 * Upload a translated file, read what it would change, confirm: nothing is applied before the confirmation,
 * and the confirmation carries the preview's digest, so it applies exactly what was shown.
 */
export function TranslationImportSection({ language }: { language: TargetLanguageCode }) {
  const { t } = useTranslation();
  const display = useDisplayLanguage();
  const summary = usePreviewSummary();
  const otherLanguage = useOtherLanguageWords();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [checked, setChecked] = useState<{ text: string; preview: ImportPreviewWire }>();
  const [outcome, setOutcome] = useState<UndoOutcome>();
  const [previewCall, previewing] = usePreviewTranslationImportMutation();
  const [applyCall, applying] = useApplyTranslationImportMutation();

  const refused = (error: unknown) => {
    const failure = toApiFailure(error);
    // A file the API's rules refuse (too large) is named at the file field too.
    if (failure.fieldErrors.file) setFileError(failure.fieldErrors.file);
    setOutcome({ kind: 'alert', text: t(failure.messageKey) });
  };

  async function check(event: FormEvent) {
    event.preventDefault();
    setChecked(undefined);
    setOutcome(undefined);
    if (!file) return setFileError('VALIDATION.REQUIRED');
    setFileError(undefined);
    const text = await file.text();
    try {
      const answer = await previewCall({ file: text, language, display }).unwrap();
      if ('otherLanguage' in answer) return setOutcome({ kind: 'alert', text: otherLanguage(answer.otherLanguage) });
      setChecked({ text, preview: answer.preview });
      setOutcome({ kind: 'status', text: summary(answer.preview) });
    } catch (error) {
      refused(error);
    }
  }

  async function apply() {
    if (!checked) return;
    try {
      const done = await applyCall({ file: checked.text, digest: checked.preview.digest, display }).unwrap();
      setChecked(undefined);
      // Only an import that changed texts has anything to undo (review marks alone are not undone).
      const undoable = done.changed.some((change) => change.after !== change.before) ? done.import : undefined;
      setOutcome({ kind: 'status', text: t('TRANSLATIONS.APPLIED', { count: done.changed.length }), applied: undoable });
    } catch (error) {
      setChecked(undefined);
      refused(error);
    }
  }

  const preview = checked?.preview;
  return (
    <section aria-labelledby="translations-import" className="mt-10">
      <h2 id="translations-import" className="font-heading text-2xl font-bold">
        {t('TRANSLATIONS.IMPORT_TITLE')}
      </h2>
      <form noValidate onSubmit={check} className="mt-4 flex flex-col gap-5">
        <TranslationFileField
          error={fileError}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
            setChecked(undefined);
          }}
        />
        <div>
          <Button type="submit" loading={previewing.isLoading}>
            {t('TRANSLATIONS.CHECK')}
          </Button>
        </div>
      </form>
      <ImportOutcome outcome={outcome} onUndone={setOutcome} />
      {preview ? (
        <PreviewActions
          preview={preview}
          fileName={file?.name ?? ''}
          applying={applying.isLoading}
          onApply={apply}
          onDiscard={() => setChecked(undefined)}
        />
      ) : null}
    </section>
  );
}

/** The preview, and what can be done with it: apply or discard questionnaire texts; interface texts by the note. */
function PreviewActions({
  preview,
  fileName,
  applying,
  onApply,
  onDiscard,
}: {
  preview: ImportPreviewWire;
  fileName: string;
  applying: boolean;
  onApply: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TranslationPreview preview={preview} />
      {preview.kind === 'interface' ? (
        <InterfaceImportNote fileName={fileName} />
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={onApply} loading={applying} disabled={!preview.changed.length}>
            {t('TRANSLATIONS.APPLY')}
          </Button>
          <Button variant="secondary" onClick={onDiscard}>
            {t('TRANSLATIONS.DISCARD')}
          </Button>
        </div>
      )}
    </>
  );
}

/** The translated file to import (XLIFF or CSV). */
function TranslationFileField({ error, onChange }: { error?: string; onChange: (file: File | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Field id="translations-file" label={t('TRANSLATIONS.FILE')} hint={t('TRANSLATIONS.FILE_HINT')} error={error}>
      {(ids) => (
        <input
          id={ids.controlId}
          type="file"
          accept=".xlf,.xliff,.xml,.csv,application/xliff+xml,text/csv"
          className={inputClasses}
          {...describedBy(ids, true, error)}
          onChange={(event) => onChange(event.target.files?.[0])}
        />
      )}
    </Field>
  );
}

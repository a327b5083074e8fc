import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewWire, TargetLanguageCode } from '../../../contract/api/translations';
import { Button } from '../../../ui/button';
import { describedBy, Field, inputClasses } from '../../../ui/field';
import { toApiFailure } from '../../shared/api-failure';
import { useApplyTranslationImportMutation, usePreviewTranslationImportMutation } from '../../store/translations-api';
import { InterfaceImportNote } from './interface-import-note';
import { TranslationPreview, usePreviewSummary } from './translation-preview';

type Outcome = { kind: 'status' | 'alert'; text: string };

/**
 * Upload a translated file, read what it would change, confirm: nothing is applied before the confirmation,
 * and the confirmation carries the preview's digest, so it applies exactly what was shown.
 */
export function TranslationImportSection({ language }: { language: TargetLanguageCode }) {
  const { t } = useTranslation();
  const summary = usePreviewSummary();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [checked, setChecked] = useState<{ text: string; preview: ImportPreviewWire }>();
  const [outcome, setOutcome] = useState<Outcome>();
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
    if (!file) {
      setFileError('VALIDATION.REQUIRED');
      return;
    }
    setFileError(undefined);
    const text = await file.text();
    try {
      const preview = await previewCall({ file: text, language }).unwrap();
      setChecked({ text, preview });
      setOutcome({ kind: 'status', text: summary(preview) });
    } catch (error) {
      refused(error);
    }
  }

  async function apply() {
    if (!checked) return;
    try {
      const applied = await applyCall({ file: checked.text, digest: checked.preview.digest }).unwrap();
      setChecked(undefined);
      setOutcome({ kind: 'status', text: t('TRANSLATIONS.APPLIED', { count: applied.changed.length }) });
    } catch (error) {
      setChecked(undefined);
      refused(error);
    }
  }

  const preview = checked?.preview;
  const byCommandLine = preview?.kind === 'interface';
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
      <div role="status" className="mt-4 text-lg font-bold" data-testid="translation-status">
        {outcome?.kind === 'status' ? outcome.text : null}
      </div>
      <div role="alert" className="text-lg font-bold text-danger" data-testid="translation-alert">
        {outcome?.kind === 'alert' ? outcome.text : null}
      </div>
      {preview ? (
        <>
          <TranslationPreview preview={preview} />
          {byCommandLine ? (
            <InterfaceImportNote fileName={file?.name ?? ''} />
          ) : (
            <div className="mt-6 flex flex-wrap gap-3">
              <Button onClick={apply} loading={applying.isLoading} disabled={!preview.changed.length}>
                {t('TRANSLATIONS.APPLY')}
              </Button>
              <Button variant="secondary" onClick={() => setChecked(undefined)}>
                {t('TRANSLATIONS.DISCARD')}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </section>
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

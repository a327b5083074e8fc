import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TargetLanguageCode, TextChangeWire, TextHistoryWire } from '../../../contract/api/translations';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../../../ui/lib/intl-format';
import { Modal } from '../../../ui/modal';
import { toApiFailure } from '../../shared/api-failure';
import { useRevertTextChangeMutation, useTextHistoryQuery } from '../../store/translations-api';
import { OutcomeRegions } from './outcome-regions';
import { languageLabel } from './translation-languages';
import { useDisplayLanguage } from './translation-place';

const sourceKeys = {
  editor: 'TRANSLATIONS.SOURCE_EDITOR',
  import: 'TRANSLATIONS.SOURCE_IMPORT',
  seed: 'TRANSLATIONS.SOURCE_SEED',
  revert: 'TRANSLATIONS.SOURCE_REVERT',
} as const satisfies Record<TextChangeWire['source'], string>;

/** A value of the history; none means the text had no translation and fell back to English. */
function Value({ id, value, language }: { id?: string; value: string | undefined; language: TargetLanguageCode }) {
  const { t } = useTranslation();
  return value === undefined ? (
    <dd id={id} className="ml-0">
      <em>{t('TRANSLATIONS.NO_TRANSLATION')}</em>
    </dd>
  ) : (
    <dd id={id} lang={language} className="ml-0 whitespace-pre-wrap">
      {value}
    </dd>
  );
}

/** One change: when, how, who, the text before and after; the text before can be put back. */
function ChangeItem({
  change,
  history,
  onPutBack,
  busy,
}: {
  change: TextChangeWire;
  history: TextHistoryWire;
  onPutBack: (change: number) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const before = `history-before-${change.id}`;
  return (
    <li className="flex flex-col gap-2 rounded-control border-2 border-border p-3" data-testid="text-change">
      <p className="font-bold">
        {[
          formatDateTime(change.changedAt, i18n.language),
          t(sourceKeys[change.source]),
          change.changedBy ?? t('TRANSLATIONS.NOBODY'),
        ].join(' · ')}
      </p>
      <dl className="grid gap-1">
        <dt className="text-base font-bold text-text-muted">{t('TRANSLATIONS.CHANGE_BEFORE')}</dt>
        <Value id={before} value={change.oldValue} language={history.language} />
        <dt className="text-base font-bold text-text-muted">{t('TRANSLATIONS.CHANGE_AFTER')}</dt>
        <Value value={change.newValue} language={history.language} />
      </dl>
      {change.oldValue !== history.target ? (
        <Button
          variant="secondary"
          className="self-start"
          aria-describedby={before}
          disabled={busy}
          onClick={() => onPutBack(change.id)}
        >
          {t('TRANSLATIONS.PUT_BACK')}
        </Button>
      ) : null}
    </li>
  );
}

/** The history of one text in one language, newest first, with "Put back this version". */
function HistoryBody({ unit, language }: { unit: string; language: TargetLanguageCode }) {
  const { t } = useTranslation();
  const display = useDisplayLanguage();
  const history = useTextHistoryQuery({ unit, language, display });
  const [revert, reverting] = useRevertTextChangeMutation();
  const [outcome, setOutcome] = useState<{ kind: 'status' | 'alert'; text: string }>();
  const data = history.data;

  async function putBack(change: number) {
    setOutcome(undefined);
    try {
      await revert({ change, display }).unwrap();
      setOutcome({ kind: 'status', text: t('TRANSLATIONS.PUT_BACK_DONE') });
    } catch (error) {
      setOutcome({ kind: 'alert', text: t(toApiFailure(error).messageKey) });
    }
  }

  return (
    <>
      <OutcomeRegions
        outcome={outcome}
        failed={history.isError ? t('TRANSLATIONS.HISTORY_FAILED') : undefined}
        testIds={{ status: 'history-status' }}
      />
      {data ? (
        <>
          <dl className="grid gap-1">
            <dt className="text-base font-bold text-text-muted">{languageLabel('en')}</dt>
            <dd lang="en" className="ml-0 whitespace-pre-wrap">
              {data.source}
            </dd>
            <dt className="text-base font-bold text-text-muted">
              {t('TRANSLATIONS.NOW', { language: languageLabel(language) })}
            </dt>
            <Value value={data.target} language={language} />
          </dl>
          <p>{t('TRANSLATIONS.HISTORY_INTRO')}</p>
          {data.changes.length ? (
            <ol className="flex flex-col gap-3" aria-label={t('TRANSLATIONS.HISTORY_TITLE')}>
              {data.changes.map((change) => (
                <ChangeItem key={change.id} change={change} history={data} onPutBack={putBack} busy={reverting.isLoading} />
              ))}
            </ol>
          ) : (
            <p>{t('TRANSLATIONS.HISTORY_NONE')}</p>
          )}
        </>
      ) : null}
    </>
  );
}

/**
 * The reviewer view's "History" button of one text: who changed it, when, from what to what and
 * how (editor, import, seed, put back), with each earlier wording to put back.
 */
export function TextHistoryButton({ unit, where, language }: { unit: string; where: string; language: TargetLanguageCode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      fullscreenOnPhone
      title={t('TRANSLATIONS.HISTORY_TITLE')}
      description={where}
      trigger={
        <Button variant="ghost" className="mt-1">
          {t('TRANSLATIONS.HISTORY')}
          <span className="sr-only">: {where}</span>
        </Button>
      }
    >
      {open ? <HistoryBody unit={unit} language={language} /> : null}
    </Modal>
  );
}

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffApiPaths } from '../../../contract/api/staff';
import { type LanguageCode, languages } from '../../../contract/languages';
import { countryCodes } from '../../../contract/user-options';
import { unexpectedError } from '../../../contract/wire';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useSnackbar } from '../../shared/use-snackbar';
import { usePageTitle } from '../../layout/use-page-title';
import { useAppSelector } from '../../store/hooks';
import { useLazyExportCountQuery, useStaffTopicsQuery } from '../../store/staff-api';
import { downloadFile } from './download';
import { SelectField } from './select-field';
import { TopicOptions } from './topic-options';

/** /export: the CSV export of spec section 2, with the live count and the codebook. */
export function ExportPage() {
  const { t } = useTranslation();
  usePageTitle(t('PAGES.EXPORT'));
  const snackbar = useSnackbar();
  const token = useAppSelector((state) => state.auth.token);
  const topics = useStaffTopicsQuery();
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [topic, setTopic] = useState('');
  const [country, setCountry] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [topicError, setTopicError] = useState<string>();
  const [countCall, count] = useLazyExportCountQuery();
  const pending = useRef<{ abort(): void } | null>(null);

  useEffect(() => {
    pending.current?.abort();
    pending.current = null;
    if (!topic) return;
    // A newer filter supersedes the request still on its way: it is cancelled.
    pending.current = countCall({ topic: Number(topic), country, time_from: from, time_to: to });
  }, [topic, country, from, to, countCall]);

  const filter = { topic: Number(topic), language, country, time_from: from, time_to: to };

  async function exportCsv(event: FormEvent) {
    event.preventDefault();
    if (!topic) {
      setTopicError('VALIDATION.REQUIRED');
      snackbar.error(`BACKEND-RESPONSES.${unexpectedError.en}`);
      return;
    }
    setBusy(true);
    try {
      await downloadFile(
        staffApiPaths.export,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(filter) },
        token,
        'export.csv',
      );
    } catch {
      snackbar.error(`BACKEND-RESPONSES.${unexpectedError.en}`);
    } finally {
      setBusy(false);
    }
  }

  async function codebook() {
    if (!topic) {
      setTopicError('VALIDATION.REQUIRED');
      return;
    }
    try {
      await downloadFile(`${staffApiPaths.codebook}?topic=${topic}&language=${language}`, {}, token, 'codebook.csv');
    } catch {
      snackbar.error(`BACKEND-RESPONSES.${unexpectedError.en}`);
    }
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.EXPORT')}
      </h1>
      <p className="mt-3 text-lg">{t('STAFF.EXPORT_INTRO')}</p>
      <form noValidate onSubmit={exportCsv} className="mt-6 flex flex-col gap-5" aria-label={t('PAGES.EXPORT')}>
        <SelectField
          id="export-language"
          label={t('STAFF.EXPORT_LANGUAGE')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as LanguageCode)}
        >
          {languages.map((l) => (
            <option key={l.code} value={l.code}>
              {l.label} – {l.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="export-topic"
          label={t('STAFF.TOPIC')}
          error={topicError}
          value={topic}
          required
          onChange={(event) => {
            setTopic(event.target.value);
            setTopicError(undefined);
          }}
        >
          <option value="">{t('STAFF.CHOOSE_TOPIC')}</option>
          <TopicOptions topics={topics.data} />
        </SelectField>
        <SelectField id="export-country" label={t('STAFF.COUNTRY')} value={country} onChange={(e) => setCountry(e.target.value)}>
          <option value="">{t('STAFF.ALL_COUNTRIES')}</option>
          {countryCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-5 desktop:grid-cols-2">
          <TextField
            id="export-from"
            type={'date' as 'text'}
            label={t('STAFF.FROM')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            id="export-to"
            type={'date' as 'text'}
            label={t('STAFF.TO')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <p role="status" className="text-xl font-bold" data-testid="export-count">
          {topic
            ? count.isFetching
              ? t('STAFF.COUNTING')
              : count.isError
                ? t('STAFF.COUNT_FAILED')
                : t('STAFF.COUNT', { count: count.data ?? 0 })
            : ''}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={busy}>
            {t('STAFF.EXPORT')}
          </Button>
          <Button variant="secondary" onClick={() => void codebook()}>
            {t('STAFF.CODEBOOK')}
          </Button>
        </div>
      </form>
    </section>
  );
}

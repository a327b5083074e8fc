import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterErrorsOf, filterFieldsSchema } from '../../../contract/api/export-filter';
import { staffApiPaths } from '../../../contract/api/staff';
import { type LanguageCode, languages } from '../../../contract/languages';
import { unexpectedError } from '../../../contract/wire';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { countryNames } from '../../../ui/dropdown/country-names';
import { TextField } from '../../../ui/text-field';
import { useSnackbar } from '../../shared/use-snackbar';
import { usePageTitle } from '../../shared/page-head/use-page-title';
import { useLazyExportCountQuery, useStaffTopicsQuery } from '../../store/staff-api';
import { downloadName } from './download-name';
import { requestTopic, type Tool, toolOf, toolsIn } from './export-scope';
import { NothingToExport } from './nothing-to-export';
import { ResearchPackageSection } from './research-package-section';
import { SelectField } from './select-field';
import { TopicOptions } from './topic-options';
import { useDownload } from './use-download';

const toolLabels = { general: 'STAFF.TOOL_GENERAL', wlb: 'STAFF.TOOL_WLB' } as const;

/** The count call's query for a topic (or a tool's, by one of its topics) and the filters. */
const countQuery = (topic: number, f: { country: string; from: string; to: string; allTopics: boolean }) => ({
  topic,
  country: f.country,
  time_from: f.from,
  time_to: f.to,
  ...(f.allTopics ? { all_topics: 'true' as const } : {}),
});

/**
 * /export: the CSV export of docs/product/screens.md, with the live count and the codebook, and the research package
 * of docs/research-data.md, which may also take every topic of a tool.
 */
export function ExportPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('PAGES.EXPORT'));
  const snackbar = useSnackbar();
  const topics = useStaffTopicsQuery();
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [topic, setTopic] = useState('');
  const [allTopics, setAllTopics] = useState(false);
  const [tool, setTool] = useState<Tool>('general');
  const [country, setCountry] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const csv = useDownload();
  const codebookFile = useDownload();
  const [topicError, setTopicError] = useState<string>();
  const [countCall, count] = useLazyExportCountQuery();
  const pending = useRef<{ abort(): void } | null>(null);

  const [csvEmpty, setCsvEmpty] = useState(false);

  const topicList = topics.data ?? [];
  const counted = requestTopic(topicList, { allTopics, tool, topic });
  // The server's own rules for the filters: what they refuse is said under the field and never sent.
  const checked = filterFieldsSchema.safeParse({ country, time_from: from, time_to: to });
  const filterErrors = checked.success ? {} : filterErrorsOf(checked.error.issues);
  const filtersWrong = !checked.success;

  useEffect(() => {
    pending.current?.abort();
    pending.current = null;
    setCsvEmpty(false);
    if (counted === undefined || filtersWrong) return;
    // A newer filter supersedes the request still on its way: it is cancelled.
    pending.current = countCall(countQuery(counted, { country, from, to, allTopics }));
  }, [counted, allTopics, country, from, to, filtersWrong, countCall]);

  const filter = { topic: Number(topic), language, country, time_from: from, time_to: to };
  // What the files are named by: the topic, or the tool when every topic of it goes.
  const topicName = topicList.find((item) => String(item.id) === topic)?.name ?? '';
  const scopeName = allTopics ? `${tool}-all-topics` : topicName;

  /** Counts afresh what the filters export: an export of no rows is said in words, not saved as an empty file. */
  async function hasRows() {
    if (counted === undefined) return true;
    const rows = await countCall(countQuery(counted, { country, from, to, allTopics }))
      .unwrap()
      .catch(() => undefined);
    return rows !== 0;
  }

  function topicMissing() {
    setTopicError('VALIDATION.REQUIRED');
    snackbar.error(`BACKEND-RESPONSES.${unexpectedError.en}`);
  }

  function chooseAllTopics(checked: boolean) {
    setAllTopics(checked);
    if (!checked) return;
    const chosen = topicList.find((item) => String(item.id) === topic);
    setTool(chosen ? toolOf(chosen) : (toolsIn(topicList)[0] ?? 'general'));
    setTopicError(undefined);
  }

  async function exportCsv(event: FormEvent) {
    event.preventDefault();
    if (!topic) {
      topicMissing();
      return;
    }
    if (filtersWrong) return;
    const rows = await hasRows();
    setCsvEmpty(!rows);
    if (!rows) return;
    await csv.download(
      staffApiPaths.export,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(filter) },
      downloadName('export', scopeName, 'csv'),
    );
  }

  function codebook() {
    if (!topic) {
      setTopicError('VALIDATION.REQUIRED');
      return;
    }
    void codebookFile.download(
      `${staffApiPaths.codebook}?topic=${topic}&language=${language}`,
      {},
      downloadName('codebook', scopeName, 'csv'),
    );
  }

  return (
    <section aria-labelledby="page-title" className="page-column max-w-3xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.EXPORT')}
      </h1>
      <p className="mt-3 text-lg">{t('STAFF.EXPORT_INTRO')}</p>
      <form
        noValidate
        onSubmit={(event) => void exportCsv(event)}
        className="mt-6 flex flex-col gap-5"
        aria-label={t('PAGES.EXPORT')}
      >
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
        <Checkbox
          id="export-all-topics"
          label={t('STAFF.ALL_TOPICS')}
          hint={t('STAFF.ALL_TOPICS_HINT')}
          checked={allTopics}
          onChange={(event) => chooseAllTopics(event.target.checked)}
        />
        {allTopics ? (
          <SelectField id="export-tool" label={t('STAFF.TOOL')} value={tool} onChange={(e) => setTool(e.target.value as Tool)}>
            {toolsIn(topicList).map((item) => (
              <option key={item} value={item}>
                {t(toolLabels[item])}
              </option>
            ))}
          </SelectField>
        ) : (
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
            <TopicOptions topics={topicList} />
          </SelectField>
        )}
        <SelectField
          id="export-country"
          label={t('STAFF.COUNTRY')}
          error={filterErrors.country}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
        >
          <option value="">{t('STAFF.ALL_COUNTRIES')}</option>
          {countryNames(i18n.language).map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-5 desktop:grid-cols-2">
          <TextField
            id="export-from"
            type={'date' as 'text'}
            label={t('STAFF.FROM')}
            error={filterErrors.time_from}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            id="export-to"
            type={'date' as 'text'}
            label={t('STAFF.TO')}
            error={filterErrors.time_to}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <p role="status" className="text-xl font-bold" data-testid="export-count">
          {counted !== undefined && !filtersWrong
            ? count.isFetching
              ? t('STAFF.COUNTING')
              : count.isError
                ? t('STAFF.COUNT_FAILED')
                : t('STAFF.COUNT', { count: count.data ?? 0 })
            : ''}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={csv.busy} disabled={allTopics}>
            {t('STAFF.EXPORT')}
          </Button>
          <Button variant="secondary" loading={codebookFile.busy} disabled={allTopics} onClick={codebook}>
            {t('STAFF.CODEBOOK')}
          </Button>
        </div>
        <NothingToExport shown={csvEmpty} />
        <ResearchPackageSection
          filter={{ ...filter, topic: counted, all_topics: allTopics }}
          onTopicMissing={topicMissing}
          filtersWrong={filtersWrong}
          hasRows={hasRows}
          fileName={downloadName('research-package', scopeName, 'zip')}
        />
      </form>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCountsWire, OverviewUnitWire, TargetLanguageCode } from '../../../contract/api/translations';
import { type LanguageCode, languages } from '../../../contract/languages';
import { useTranslationsOverviewQuery } from '../../store/translations-api';
import { SelectField } from './select-field';
import { languageLabel } from './translation-languages';
import { StaffTable, staffCell } from './staff-table';
import { TextHistoryButton } from './text-history';
import { useDisplayLanguage, usePlaceWords } from './translation-place';

type Flag = 'missing' | 'sameAsEnglish' | 'needsReview';
/** "Changed in the last 7 days" and "… 30 days": by the time of a text's last change in the target language. */
const recentDays = [7, 30] as const;
type Recent = `recent${(typeof recentDays)[number]}`;
type Filter = 'all' | Flag | Recent;

const dayMs = 24 * 60 * 60 * 1000;
const changedWithin = (unit: OverviewUnitWire, days: number, now: number) =>
  unit.lastChanged !== undefined && now - Date.parse(unit.lastChanged) <= days * dayMs;

function shownBy(filter: Filter, now: number) {
  const recent = recentDays.find((days) => filter === `recent${days}`);
  return (unit: OverviewUnitWire) => filter === 'all' || (recent ? changedWithin(unit, recent, now) : unit[filter as Flag]);
}

const flagLabels = {
  missing: 'TRANSLATIONS.MISSING',
  sameAsEnglish: 'TRANSLATIONS.SAME_AS_ENGLISH',
  needsReview: 'TRANSLATIONS.NEEDS_REVIEW',
} as const satisfies Record<Flag, string>;
const flags = Object.keys(flagLabels) as Flag[];

function CountsTable({ counts }: { counts: LanguageCountsWire[] }) {
  const { t } = useTranslation();
  return (
    <StaffTable
      caption={t('TRANSLATIONS.COUNTS_CAPTION')}
      captionVisible
      className="table-fixed [overflow-wrap:anywhere]"
      columns={[{ label: t('TRANSLATIONS.COLUMN_LANGUAGE') }, ...flags.map((flag) => ({ label: t(flagLabels[flag]) }))]}
    >
      {counts.map((row) => (
        <tr key={row.language}>
          <th scope="row" className={`${staffCell} font-normal`}>
            {languageLabel(row.language)}
          </th>
          {flags.map((flag) => (
            <td key={flag} className={staffCell}>
              {row[flag]}
            </td>
          ))}
        </tr>
      ))}
    </StaffTable>
  );
}

function Marks({ unit }: { unit: OverviewUnitWire }) {
  const { t } = useTranslation();
  // A missing text already says so in its cell.
  const marks = flags.filter((flag) => flag !== 'missing' && unit[flag]).map((flag) => t(flagLabels[flag]));
  return marks.length ? <span className="block text-base font-bold text-text-muted">{marks.join(', ')}</span> : null;
}

/** The reviewer's view: the chosen language beside another one, filtered to what needs attention. */
export function TranslationReviewSection({ target }: { target: TargetLanguageCode }) {
  const { t } = useTranslation();
  const [chosenSource, setSource] = useState<LanguageCode>('en');
  // The target moved to the language being compared with: compare with English instead.
  const source = chosenSource === target ? 'en' : chosenSource;
  const [filter, setFilter] = useState<Filter>('all');
  const display = useDisplayLanguage();
  const placeWords = usePlaceWords();
  const overview = useTranslationsOverviewQuery({ source, target, display });
  const counts = overview.data?.counts.find((c) => c.language === target);
  const now = Date.now();
  const all = overview.data?.units ?? [];
  const shown = all.filter(shownBy(filter, now));
  const missing = <em>{t('STAFF.MISSING')}</em>;

  return (
    <section aria-labelledby="translations-review" className="mt-10">
      <h2 id="translations-review" className="font-heading text-2xl font-bold">
        {t('TRANSLATIONS.REVIEW_TITLE')}
      </h2>
      <p className="mt-2 text-lg">{t('TRANSLATIONS.REVIEW_INTRO')}</p>
      <div className="mt-4 grid gap-5 desktop:grid-cols-2">
        <SelectField
          id="translations-source"
          label={t('TRANSLATIONS.REVIEW_SOURCE')}
          value={source}
          onChange={(e) => setSource(e.target.value as LanguageCode)}
        >
          {languages
            .filter((l) => l.code !== target)
            .map((l) => (
              <option key={l.code} value={l.code}>
                {languageLabel(l.code)}
              </option>
            ))}
        </SelectField>
        <SelectField
          id="translations-filter"
          label={t('TRANSLATIONS.FILTER')}
          value={filter}
          onChange={(e) => setFilter(e.target.value as Filter)}
        >
          <option value="all">{t('TRANSLATIONS.FILTER_ALL', { count: counts?.total ?? 0 })}</option>
          {flags.map((flag) => (
            <option key={flag} value={flag}>
              {`${t(flagLabels[flag])} (${counts?.[flag] ?? 0})`}
            </option>
          ))}
          {recentDays.map((days) => (
            <option key={days} value={`recent${days}`}>
              {t('TRANSLATIONS.FILTER_RECENT', { days, count: all.filter((u) => changedWithin(u, days, now)).length })}
            </option>
          ))}
        </SelectField>
      </div>
      {overview.isError ? (
        <p role="alert" className="mt-4 text-lg font-bold text-danger">
          {t('TRANSLATIONS.REVIEW_FAILED')}
        </p>
      ) : null}
      {overview.data ? (
        <>
          <CountsTable counts={overview.data.counts} />
          <p role="status" className="mt-6 text-lg font-bold" data-testid="review-shown">
            {t('TRANSLATIONS.SHOWN', { count: shown.length })}
          </p>
          <StaffTable
            caption={t('TRANSLATIONS.REVIEW_CAPTION', { source: languageLabel(source), target: languageLabel(target) })}
            className="table-fixed [overflow-wrap:anywhere]"
            columns={[{ label: t('TRANSLATIONS.WHERE') }, { label: languageLabel(source) }, { label: languageLabel(target) }]}
          >
            {shown.map((unit) => (
              <tr key={unit.id}>
                <th scope="row" className={`${staffCell} font-normal`}>
                  {placeWords(unit)}
                </th>
                <td className={staffCell}>{unit.source ? <span lang={source}>{unit.source}</span> : missing}</td>
                <td className={staffCell}>
                  {unit.target ? <span lang={target}>{unit.target}</span> : missing}
                  <Marks unit={unit} />
                  {unit.changes ? <TextHistoryButton unit={unit.id} where={placeWords(unit)} language={target} /> : null}
                </td>
              </tr>
            ))}
          </StaffTable>
        </>
      ) : null}
    </section>
  );
}

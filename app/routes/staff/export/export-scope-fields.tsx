import { useTranslation } from 'react-i18next';
import { languages, type LanguageCode } from '../../../../contract/languages';
import { Checkbox } from '../../../../ui/checkbox';
import { type Tool, toolsIn } from '../export-scope';
import { SelectField } from '../select-field';
import { TopicOptions } from '../topic-options';
import type { ExportFilters } from './use-export-filters';

const toolLabels = { general: 'STAFF.TOOL_GENERAL', wlb: 'STAFF.TOOL_WLB' } as const;

/** The export's language, and what it takes: one topic, or every topic of a tool. */
export function ExportScopeFields({ filters }: { filters: ExportFilters }) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        id="export-language"
        label={t('STAFF.EXPORT_LANGUAGE')}
        value={filters.language}
        onChange={(event) => filters.setLanguage(event.target.value as LanguageCode)}
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
        checked={filters.allTopics}
        onChange={(event) => filters.chooseAllTopics(event.target.checked)}
      />
      {filters.allTopics ? (
        <SelectField
          id="export-tool"
          label={t('STAFF.TOOL')}
          value={filters.tool}
          onChange={(e) => filters.setTool(e.target.value as Tool)}
        >
          {toolsIn(filters.topicList).map((item) => (
            <option key={item} value={item}>
              {t(toolLabels[item])}
            </option>
          ))}
        </SelectField>
      ) : (
        <SelectField
          id="export-topic"
          label={t('STAFF.TOPIC')}
          error={filters.topicError}
          value={filters.topic}
          required
          onChange={(event) => filters.chooseTopic(event.target.value)}
        >
          <option value="">{t('STAFF.CHOOSE_TOPIC')}</option>
          <TopicOptions topics={filters.topicList} />
        </SelectField>
      )}
    </>
  );
}

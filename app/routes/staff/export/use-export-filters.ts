import { useState } from 'react';
import { filterErrorsOf, filterFieldsSchema } from '../../../../contract/api/export-filter';
import type { LanguageCode } from '../../../../contract/languages';
import { useStaffTopicsQuery } from '../../../store/staff-api';
import { requestTopic, type Tool, toolOf, toolsIn } from '../export-scope';

/** The export's choices: language, topic or every topic of a tool, country and dates, checked by the server's rules. */
export function useExportFilters() {
  const topics = useStaffTopicsQuery();
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [topic, setTopic] = useState('');
  const [allTopics, setAllTopics] = useState(false);
  const [tool, setTool] = useState<Tool>('general');
  const [country, setCountry] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [topicError, setTopicError] = useState<string>();

  const topicList = topics.data ?? [];
  const counted = requestTopic(topicList, { allTopics, tool, topic });
  // The server's own rules for the filters: what they refuse is said under the field and never sent.
  const checked = filterFieldsSchema.safeParse({ country, time_from: from, time_to: to });
  const filterErrors = checked.success ? {} : filterErrorsOf(checked.error.issues);
  // What the files are named by: the topic, or the tool when every topic of it goes.
  const topicName = topicList.find((item) => String(item.id) === topic)?.name ?? '';

  function chooseAllTopics(checked: boolean) {
    setAllTopics(checked);
    if (!checked) return;
    const chosen = topicList.find((item) => String(item.id) === topic);
    setTool(chosen ? toolOf(chosen) : (toolsIn(topicList)[0] ?? 'general'));
    setTopicError(undefined);
  }
  function chooseTopic(value: string) {
    setTopic(value);
    setTopicError(undefined);
  }

  return {
    ...{ language, setLanguage, topic, chooseTopic, allTopics, chooseAllTopics, tool, setTool },
    ...{ country, setCountry, from, setFrom, to, setTo, topicError, setTopicError, topicList, counted, filterErrors },
    filtersWrong: !checked.success,
    filter: { topic: Number(topic), language, country, time_from: from, time_to: to },
    scopeName: allTopics ? `${tool}-all-topics` : topicName,
  };
}
export type ExportFilters = ReturnType<typeof useExportFilters>;

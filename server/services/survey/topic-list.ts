import type { AttemptSummary, TopicsResponse } from '../../../contract/api/survey';
import { textIn, type Tool } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import { type Caller, respondentOf } from './attempt-access';
import type { AttemptSummaryRow } from './attempt-queries';
import type { ContentCache } from './content-cache';
import type { SurveyParts } from './survey-parts';

const iso = (date: Date) => date.toISOString();

/** The topic cards' part of a topic list, serialised once per content, tool and language. */
const topicCardsJson = (content: ContentCache, tool: Tool, language: LanguageCode) =>
  content.derived(`topics:${tool}:${language}`, (snapshot) =>
    JSON.stringify(
      snapshot.topicsOf(tool).map((t) => ({
        id: t.id,
        pk: t.id,
        name: textIn(t.name, language),
        description: textIn({ en: '', ...t.description }, language),
        wlb: t.tool === 'wlb',
      })),
    ),
  );

/** The unfinished attempt and the latest completed one per topic: what a topic card shows. */
function shownSummaries(attempts: readonly AttemptSummaryRow[]): AttemptSummary[] {
  const shown = new Set<string>();
  const summaries: AttemptSummary[] = [];
  for (const a of attempts) {
    const slot = `${a.topicId}:${a.completedAt ? 'done' : 'open'}`;
    if (shown.has(slot)) continue;
    shown.add(slot);
    summaries.push(summaryOf(a));
  }
  return summaries;
}

function summaryOf(a: AttemptSummaryRow): AttemptSummary {
  return {
    id: a.id,
    topic: a.topicId,
    created_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
    completed: a.completedAt !== null,
    completed_at: a.completedAt ? iso(a.completedAt) : null,
    retryable: a.completedAt === null,
    fetched: a.fetched,
  };
}

export function createTopicList({ content, attemptCache }: Pick<SurveyParts, 'content' | 'attemptCache'>) {
  return {
    /**
     * GET /topics and /topics/wlb: the tool's topics and the caller's unfinished and last completed attempts,
     * as the JSON text of a TopicsResponse (the topics' part comes serialised from the content cache).
     */
    async topics(tool: Tool, caller: Caller, language: LanguageCode): Promise<string> {
      const list = (await content.snapshot()).topicsOf(tool);
      const respondentId = respondentOf(caller);
      const listed = new Set(list.map((t) => t.id));
      const attempts =
        respondentId && list.length ? (await attemptCache.of(respondentId)).filter((a) => listed.has(a.topicId)) : [];
      const summaries = shownSummaries(attempts);
      const cards = await topicCardsJson(content, tool, language);
      return `{"topics":${cards},"survey_attempts":${JSON.stringify(summaries satisfies TopicsResponse['survey_attempts'])}}`;
    },
  };
}

import type { StaffTopic } from '../../../contract/api/staff';

export type Tool = 'general' | 'wlb';

export const toolOf = (topic: Pick<StaffTopic, 'wlb'>): Tool => (topic.wlb ? 'wlb' : 'general');

/** The tools that have topics, in the order of the topic list. */
export const toolsIn = (topics: readonly StaffTopic[]): Tool[] => [...new Set(topics.map(toolOf))];

/**
 * The topic id the export calls send. "All topics of a tool" names the tool by one of its topics (the
 * server takes every topic of that topic's tool); otherwise the chosen topic. `undefined`: nothing chosen yet.
 */
export function requestTopic(topics: readonly StaffTopic[], scope: { allTopics: boolean; tool: Tool; topic: string }) {
  if (!scope.allTopics) return scope.topic ? Number(scope.topic) : undefined;
  return topics.find((item) => toolOf(item) === scope.tool)?.id;
}

import type { Tool } from '../../contract/content';

// The app's address book (docs/product/screens.md): every page's route path and the builders of its links, so a
// route, a link and a redirect cannot disagree. Kept free of imports beyond types: the first load reads it.

/** The pages that belong to no tool. */
export const pages = {
  login: '/login',
  register: '/register',
  profile: '/profile',
  settings: '/settings',
  history: '/history',
  guides: '/guides',
  gdpr: '/gdpr',
  accessibility: '/accessibility',
  export: '/export',
  insights: '/insights',
  admin: '/padmin',
  questionEditor: '/padmin/new',
  translations: '/padmin/translations',
  audit: '/audit',
  testing: '/testing',
} as const;

/** The first path segment names the tool: the general tool lives at the root, any other under /{tool}. */
const toolPrefix = (tool: Tool) => (tool === 'general' ? '' : `/${tool}`);

/** The tool of an address (its first path segment), the general one where it names none. */
export const toolOfPath = (pathname: string): Tool => (pathname.split('/')[1] === 'wlb' ? 'wlb' : 'general');

/** The tool of a topic as the API describes it. */
export const toolOfTopic = (topic: { wlb: boolean }): Tool => (topic.wlb ? 'wlb' : 'general');

/** The route paths of one tool's pages. */
export function toolPages(tool: Tool) {
  const prefix = toolPrefix(tool);
  return {
    home: prefix || '/',
    topicSelect: `${prefix}/topic-select`,
    questionnaire: `${prefix}/questionnaire`,
    result: `${prefix}/result`,
  };
}

/** The query parameters of the questionnaire's address. */
export const questionnaireParams = { topic: 'topic-id', question: 'question-id', retry: 'retry' } as const;

/** The query parameters of the e-mailed links to /login (activation and password reset). */
export const loginLinkParams = { activation: 'registration-token', reset: 'reset-token' } as const;

/** The query parameter of /login naming the page to return to after logging in. */
export const returnParam = 'next';

/** /login, returning to `next` after the login where one is given. */
export const loginPath = (next?: string) =>
  next ? `${pages.login}?${new URLSearchParams({ [returnParam]: next })}` : pages.login;

/** A return address only when it is a path of this site (never `//host` or a full URL: no open redirect). */
export const safeReturnPath = (next: string | null): string | null =>
  next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;

export const homePath = (tool: Tool) => toolPages(tool).home;
export const topicSelectPath = (tool: Tool) => toolPages(tool).topicSelect;

export const questionnairePath = (tool: Tool, topicId: number, options: { retry?: boolean } = {}) =>
  `${toolPages(tool).questionnaire}?${questionnaireParams.topic}=${topicId}${options.retry ? `&${questionnaireParams.retry}=1` : ''}`;

export const resultPath = (tool: Tool, attemptId: string) => `${toolPages(tool).result}?id=${encodeURIComponent(attemptId)}`;

/** The question editor: a new question of a topic, or an existing one with its topic and sub-topic. */
export const questionEditorPath = (query: { topic: number } | { question: number; topic: number; subtopic: number }) =>
  `${pages.questionEditor}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

// Kept apart from survey.ts and its zod schemas: the browser's first load needs the paths, not zod.

/** The survey calls of docs/product/api.md used by respondents. */
export const surveyApiPaths = {
  topics: '/api/survey/topics',
  topicsWlb: '/api/survey/topics/wlb',
  get: '/api/survey/get',
  generate: '/api/survey/generate',
  changeLanguage: '/api/survey/change-language',
  validate: '/api/survey/attempt/validate',
  submit: '/api/survey/submit',
  /** Public settings the client needs before a login: whether anonymous taking is allowed. */
  config: '/api/config',
} as const;

/** GET: a completed attempt's results with up to 4 earlier ones; the result page's first call. */
export const attemptResultsPath = (attemptId: string) => `/api/survey/attempt/${encodeURIComponent(attemptId)}`;

/** POST /api/survey/get's body for the questionnaire's one-call start, the same from the app and from the first paint. */
export const surveyStartBody = (topicId: number) => ({ topic: topicId, start: true }) as const;

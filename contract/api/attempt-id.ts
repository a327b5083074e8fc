/**
 * Whether a text has the shape of an attempt id (22 URL-safe characters), without the schemas of survey.ts
 * (which load zod): the result page checks its address with it on the first load.
 */
export const isAttemptId = (value: string) => /^[A-Za-z0-9_-]{22}$/.test(value);

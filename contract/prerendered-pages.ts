import type { LanguageCode } from './languages';

/**
 * The public pages whose HTML the build renders in every language (scripts/prerender.mjs), so their text
 * paints before any JavaScript has run; the app then hydrates it. Pages that show a user's data
 * or wait for the API are rendered in the browser only.
 */
export const prerenderedPaths = ['/', '/wlb', '/login', '/register', '/guides', '/gdpr', '/accessibility'] as const;

/**
 * The signed-in pages whose loading state the build renders in every language: the header, the
 * page's column in its loading layout and the footer paint from the HTML, before the JavaScript, and the
 * app then draws the page over it (it does not hydrate it: the page itself needs the API).
 */
export const loadingFramePaths = ['/questionnaire', '/wlb/questionnaire', '/result', '/wlb/result'] as const;

export type PrerenderedPath = (typeof prerenderedPaths)[number];
export type LoadingFramePath = (typeof loadingFramePaths)[number];

export function isPrerenderedPath(path: string): path is PrerenderedPath {
  return (prerenderedPaths as readonly string[]).includes(path);
}

export function isLoadingFramePath(path: string): path is LoadingFramePath {
  return (loadingFramePaths as readonly string[]).includes(path);
}

/** Where, under the built app (dist/), a page's HTML in a language is written: `pages/de/login.html`. */
export function prerenderedFile(language: LanguageCode, path: PrerenderedPath | LoadingFramePath): string {
  return `pages/${language}/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '-')}.html`;
}

/**
 * Inlined into index.html's <head> at build time (vite.config.ts, localePreloadPlugin): picks the language
 * exactly as the app does (contract/languages detectLanguage) and starts loading its translations while
 * the JavaScript is still on its way, so the first text needs no second round trip after the app starts
 * (issue 13). app/i18n/i18n.ts takes the started request from `window.__localePreload`.
 */
import { detectLanguage, languageStorageKey, translationUrl } from '../../contract/languages';
import type { LocalePreload } from './preloaded-locale';

let stored: string | null = null;
try {
  stored = localStorage.getItem(languageStorageKey);
} catch {
  // Storage blocked: the browser language decides.
}
const lng = detectLanguage(stored, navigator.languages);
document.documentElement.lang = lng;
const preload: LocalePreload = { lng, response: fetch(translationUrl(lng)).catch(() => undefined) };
window.__localePreload = preload;

// The chunks of the page opened here (scripts/first-load-plugin.ts), fetched beside the main script.
declare const __ROUTE_PRELOADS__: Record<string, string[]>;
const route = location.pathname.replace(/\/+$/, '') || '/';
for (const href of __ROUTE_PRELOADS__[route] ?? []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Inlined into index.html's <head> at build time (vite.config.ts, localePreloadPlugin): picks the language
 * exactly as the app does (contract/languages detectLanguage) and starts loading its translations while
 * the JavaScript is still on its way, so the first text needs no second round trip after the app starts.
 * app/i18n/i18n.ts takes the started request from `window.__localePreload`. With a stored
 * session it starts the first API calls of a signed-in page too (shared/first-load).
 */
import { detectLanguage, languageStorageKey, translationUrl } from '../../contract/languages';
import { registerDraftKey } from '../features/account/register-draft-key';
import { drawFirstScreenWhenAnswered } from '../shared/first-load/draw-first-screen';
import { startApiPreloads } from '../shared/first-load/start-api-preloads';
import { pages } from '../shared/paths';
import { readStoredToken } from '../store/auth-storage';
import { writeLanguageCookie } from './language-cookie';
import type { LocalePreload } from './preloaded-locale';

let stored: string | null = null;
try {
  stored = localStorage.getItem(languageStorageKey);
} catch {
  // Storage blocked: the browser language decides.
}
const lng = detectLanguage(stored, navigator.languages);
const html = document.documentElement;
// A page the server rendered in another language (no cookie yet, or cookies blocked), or for a visitor
// with a session (the header and guards differ), is not hydrated: the app renders it anew, and until then
// it stays hidden (app/styles.css) rather than showing the wrong language or the wrong header.
// So is the registration page with a draft to restore (its form starts from it).
let storedState = false;
let signedIn = false;
try {
  signedIn = readStoredToken() !== null;
  storedState = signedIn || (location.pathname === pages.register && sessionStorage.getItem(registerDraftKey) !== null);
} catch {
  // Storage blocked: no session or draft can be stored either.
}
// A signed-in page's loading frame is the same for every visitor: only its language can be wrong.
const isLoadingFrame = html.dataset.loadingFrame !== undefined;
if (html.dataset.prerendered && (html.dataset.prerendered !== lng || (!isLoadingFrame && storedState)))
  html.dataset.render = 'client';
html.lang = lng;
try {
  writeLanguageCookie(lng);
} catch {
  // Cookies blocked: the server picks the page's language from the browser's languages.
}
declare const __ROUTE_PRELOADS__: Record<string, string[]>;
declare const __SESSION_PRELOADS__: string[];

// A signed-in page's first API calls (the questionnaire's start, a result), at once: beside the JavaScript, or
// on a loading frame while it paints.
startApiPreloads(lng);

function startApp(appScript: string | undefined) {
  const preload: LocalePreload = { lng, response: fetch(translationUrl(lng)).catch(() => undefined) };
  window.__localePreload = preload;
  // The chunks of the page opened here (scripts/first-load-plugin.ts), fetched beside the main script, and
  // with a stored session those of the session bootstrap, which the page waits for.
  const route = location.pathname.replace(/\/+$/, '') || '/';
  for (const href of [...(__ROUTE_PRELOADS__[route] ?? []), ...(signedIn ? __SESSION_PRELOADS__ : [])]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  if (appScript) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = appScript;
    document.head.appendChild(script);
  }
}

// A prerendered page (scripts/prerender.mjs) names its module script instead of loading it: it paints
// first, from its own HTML, and the app and its translations load after that paint, not competing with it
// on a slow connection. The frame after the parsed page is its first paint; a hidden tab gets no frames,
// so a timer starts the app there.
// On a signed-in page's loading frame the app also waits for the first screen to be drawn from the first
// call's answer, so that call does not share the connection with the JavaScript either; the
// timer bounds that wait.
const appScript = html.dataset.appScript;
if (appScript) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    startApp(appScript);
  };
  const firstScreen = isLoadingFrame ? drawFirstScreenWhenAnswered() : Promise.resolve();
  document.addEventListener('DOMContentLoaded', () => {
    requestAnimationFrame(() => setTimeout(() => void firstScreen.then(startOnce), 0));
    setTimeout(startOnce, 500);
  });
} else {
  startApp(undefined);
}

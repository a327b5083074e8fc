/**
 * The first paint's boot script: inlined as a classic script into index.html's <head> (and so into every
 * prerendered page) by scripts/first-load-plugin.ts, it runs before anything else of the app, while the
 * JavaScript is still on its way. docs/first-paint.md tells the whole story; in order, it
 *
 * 1. picks the language exactly as the app does (contract/languages `detectLanguage`) and writes its cookie;
 * 2. decides whether the prerendered page may be hydrated, or is rendered anew by the app and hidden until
 *    then (`data-render="client"`, app/styles.css): another language, or a stored session or registration
 *    draft on a public page;
 * 3. with a stored session, starts the signed-in page's first API calls (start-api-preloads.ts), which the
 *    app's client adopts (app/store/api-preload.ts);
 * 4. on a signed-in page's loading frame, draws the first screen from the first call's answer into the
 *    frame, from the template the build rendered with the page's own React components
 *    (draw-first-screen.ts, first-screen-templates.tsx);
 * 5. starts the app: the translations, the chunks of the page opened (scripts/first-load-plugin.ts) and the
 *    module script, after the first paint on a prerendered page (scripts/prerender.mjs names the script on
 *    <html> instead of loading it), at once on the bare index.html.
 *
 * app/i18n/i18n.ts takes the started translations from `window.__localePreload`.
 */
import { detectLanguage, type LanguageCode, languageStorageKey, translationUrl } from '../../contract/languages';
import { registerDraftKey } from '../features/account/register-draft-key';
import { writeLanguageCookie } from '../i18n/language-cookie';
import type { LocalePreload } from '../i18n/preloaded-locale';
import { pages } from '../shared/paths';
import { readStoredToken } from '../store/auth-storage';
import { drawFirstScreenWhenAnswered } from './draw-first-screen';
import { isLoadingFrame } from './html-marks';
import { startApiPreloads } from './start-api-preloads';

declare const __ROUTE_PRELOADS__: Record<string, string[]>;
declare const __SESSION_PRELOADS__: string[];

const html = document.documentElement;

/** 1. The language, as the app picks it; the server picks the next page's language by its cookie. */
function chooseLanguage(): LanguageCode {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(languageStorageKey);
  } catch {
    // Storage blocked: the browser language decides.
  }
  const lng = detectLanguage(stored, navigator.languages);
  html.lang = lng;
  try {
    writeLanguageCookie(lng);
  } catch {
    // Cookies blocked: the server picks the page's language from the browser's languages.
  }
  return lng;
}

/** Whether a session is stored, and a registration draft to restore on the registration page. */
function readStoredState(): { signedIn: boolean; storedState: boolean } {
  try {
    const signedIn = readStoredToken() !== null;
    return {
      signedIn,
      storedState: signedIn || (location.pathname === pages.register && sessionStorage.getItem(registerDraftKey) !== null),
    };
  } catch {
    // Storage blocked: no session or draft can be stored either.
    return { signedIn: false, storedState: false };
  }
}

/**
 * 2. A page the server rendered in another language (no cookie yet, or cookies blocked), or for a visitor with
 * a session (the header and guards differ), is not hydrated: the app renders it anew, and until then it stays
 * hidden rather than showing the wrong language or the wrong header. So is the registration page with a draft
 * to restore (its form starts from it). A signed-in page's loading frame is the same for every visitor: only
 * its language can be wrong.
 */
function decideHydration(lng: LanguageCode, storedState: boolean) {
  if (html.dataset.prerendered && (html.dataset.prerendered !== lng || (!isLoadingFrame(html) && storedState)))
    html.dataset.render = 'client';
}

/** 5. The translations, the chunks of the page opened here (and of the session with one), and the app's script. */
function startApp(lng: LanguageCode, signedIn: boolean, appScript: string | undefined) {
  const preload: LocalePreload = { lng, response: fetch(translationUrl(lng)).catch(() => undefined) };
  window.__localePreload = preload;
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

/**
 * 4 and 5 on a prerendered page: it paints first, from its own HTML, and the app and its translations load
 * after that paint, not competing with it on a slow connection. The frame after the parsed page is its first
 * paint; a hidden tab gets no frames, so a timer starts the app there. On a loading frame the app also waits
 * for the first screen to be drawn from the first call's answer, so that call does not share the connection
 * with the JavaScript either; the timer bounds that wait.
 */
function startAppAfterFirstPaint(start: () => void) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const firstScreen = isLoadingFrame(html) ? drawFirstScreenWhenAnswered() : Promise.resolve();
  document.addEventListener('DOMContentLoaded', () => {
    requestAnimationFrame(() => setTimeout(() => void firstScreen.then(startOnce), 0));
    setTimeout(startOnce, 500);
  });
}

const lng = chooseLanguage();
const { signedIn, storedState } = readStoredState();
decideHydration(lng, storedState);
// 3. At once: beside the JavaScript, or on a loading frame while it paints.
startApiPreloads(lng);
const appScript = html.dataset.appScript;
if (appScript) startAppAfterFirstPaint(() => startApp(lng, signedIn, appScript));
else startApp(lng, signedIn, undefined);

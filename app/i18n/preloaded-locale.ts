import { type LanguageCode, translationUrl } from '../../contract/languages';

/** What index.html's inline script (app/first-paint/boot.ts) leaves for the app: the language and its started request. */
export interface LocalePreload {
  lng: LanguageCode;
  response: Promise<Response | undefined>;
}

declare global {
  interface Window {
    __localePreload?: LocalePreload;
  }
}

/** A failed load; `retry` when trying again may help (network error or a 5xx), as i18next's backends say. */
export class TranslationLoadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/**
 * A language's translations: the request index.html started for it, once, else a new request (a language
 * chosen later, or a start without the inline script: tests, the dev server before it runs).
 */
export async function loadTranslations(lng: LanguageCode): Promise<Record<string, unknown>> {
  const preload = window.__localePreload;
  let response: Response | undefined;
  if (preload?.lng === lng) {
    window.__localePreload = undefined;
    response = await preload.response;
  }
  try {
    response ??= await fetch(translationUrl(lng));
  } catch {
    throw new TranslationLoadError(`Could not load ${translationUrl(lng)}`, true);
  }
  if (!response.ok) {
    // Not read: let the request end.
    await response.body?.cancel();
    throw new TranslationLoadError(`${translationUrl(lng)} answered ${response.status}`, response.status >= 500);
  }
  return response.json();
}

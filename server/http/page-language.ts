import type { FastifyRequest } from 'fastify';
import { detectLanguage, type LanguageCode, languageCookie } from '../../contract/languages';

/** The value of one cookie of a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() !== name) continue;
    try {
      return decodeURIComponent(value.join('=').trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The browser's languages from Accept-Language, most wanted first ("de-AT,de;q=0.9,en;q=0.5"). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language a page is sent in: the one the visitor chose (the language cookie the app keeps beside its
 * localStorage choice), else the browser's, else English: what the app itself picks (contract/languages
 * detectLanguage), so the page it hydrates is in its language.
 */
export function pageLanguage(request: FastifyRequest): LanguageCode {
  return detectLanguage(
    cookieValue(request.headers.cookie, languageCookie),
    acceptedLanguages(request.headers['accept-language']),
  );
}

import type { FastifyRequest } from 'fastify';
import { type LanguageCode, pickLanguage } from '../../contract/languages';

type WithHeaders = Pick<FastifyRequest, 'headers'>;

/** The language the request names in Accept-Language; undefined when it sends none. */
export function requestLanguage(request: WithHeaders): LanguageCode | undefined {
  const header = request.headers['accept-language'];
  return header ? pickLanguage(header) : undefined;
}

/** The language texts answer in: the request's (Accept-Language), English when it names none of the 10. */
export const textLanguageOf = (request: WithHeaders): LanguageCode => requestLanguage(request) ?? 'en';

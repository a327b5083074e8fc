import type { FastifyRequest } from 'fastify';
import { type LanguageCode, pickLanguage } from '../../../contract/languages';
import { errorBodySchema } from '../../../contract/error-body';

/** Account forms are small; anything bigger is refused with 413 before it is read. */
export const accountBodyLimit = 16 * 1024;

/** The language the request was made in (Accept-Language), for the e-mails it triggers; undefined without one. */
export function requestLanguage(request: FastifyRequest): LanguageCode | undefined {
  const header = request.headers['accept-language'];
  return header ? pickLanguage(header) : undefined;
}

/** The failure answers of design.md section 3, for the OpenAPI description. */
export const failures = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

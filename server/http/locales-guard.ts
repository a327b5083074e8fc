import type { FastifyInstance } from 'fastify';
import { languageCodes } from '../../contract/languages';
import { ApiError } from '../services/api-error';
import { messages } from '../../contract/messages';

const localeFile = new RegExp(`^/locales/(${languageCodes.join('|')})/translation\\.json$`);

/**
 * Under /locales only the 10 translation files exist. The path is checked as sent, before any
 * decoding, so no encoded or double-encoded `..`, slash, backslash or NUL reaches the static files: every
 * other path there answers 404 with the usual body.
 */
export function registerLocalesGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const path = (request.raw.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith('/locales')) return;
    if (!localeFile.test(path)) throw new ApiError(404, messages.notFound);
  });
}

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsApiPaths, translationsExportQuerySchema } from '../../../contract/api/translations';
import { requireStaff } from '../../http/auth';
import type { Translations } from '../../services/translations/translations';
import { failures } from '../failures';
import { denied, tags } from './shared';

/** One language's texts for translators, as XLIFF or CSV. */
export const translationExportRoute: FastifyPluginAsyncZod<{ translations: Translations }> = async (app, { translations }) => {
  app.get(
    translationsApiPaths.export,
    {
      onRequest: requireStaff,
      config: {
        download: { mediaType: 'application/xliff+xml', description: 'The texts in English and the language, XLIFF or CSV' },
      },
      schema: {
        operationId: 'exportTranslations',
        summary: 'Export texts for translators (XLIFF 2.0, XLIFF 1.2 or CSV)',
        tags,
        querystring: translationsExportQuerySchema,
        response: { ...denied, ...failures(400) },
      },
    },
    async (request, reply) => {
      const { language, format, texts } = request.query;
      const file = await translations.exportFile(texts === 'questionnaire' ? 'content' : 'interface', language, format);
      return (reply as FastifyReply)
        .type(file.mediaType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  translationsApiPaths,
  translationsOverviewQuerySchema,
  translationsOverviewSchema,
} from '../../../contract/api/translations';
import { requireStaff } from '../../http/auth';
import type { Translations } from '../../services/translations/translations';
import { failures } from '../failures';
import { denied, tags } from './shared';

/** For reviewers: counts per language, and one language's texts beside another's. */
export const translationOverviewRoute: FastifyPluginAsyncZod<{ translations: Translations }> = async (app, { translations }) => {
  app.get(
    translationsApiPaths.overview,
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'translationsOverview',
        summary: 'Counts per language, and one language beside another for reviewers',
        tags,
        querystring: translationsOverviewQuerySchema,
        response: { 200: translationsOverviewSchema, ...denied, ...failures(400) },
      },
    },
    async (request) => {
      const { texts, source, target, display } = request.query;
      return translations.overview(texts === 'questionnaire' ? 'content' : 'interface', source, target, display);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Translations } from '../../services/translations/translations';
import { textHistoryRoutes } from './text-history-routes';
import { translationExportRoute } from './translation-export-route';
import { translationImportRoutes } from './translation-import-routes';
import { translationImportsRoute } from './translation-imports-route';
import { translationOverviewRoute } from './translation-overview-route';

export interface TranslationRoutesOptions {
  translations: Translations;
}

/** The Translations page: export a language, preview a translated file, confirm it, undo it; a text's history. */
export const translationRoutes: FastifyPluginAsyncZod<TranslationRoutesOptions> = async (app, { translations }) => {
  await app.register(translationExportRoute, { translations });
  await app.register(translationOverviewRoute, { translations });
  await app.register(translationImportRoutes, { translations });
  await app.register(textHistoryRoutes, { translations });
  await app.register(translationImportsRoute, { translations });
};

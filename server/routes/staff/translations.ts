import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importPreviewSchema,
  translationsApiPaths,
  translationsApplyBodySchema,
  translationsExportQuerySchema,
  translationsOverviewQuerySchema,
  translationsOverviewSchema,
  translationsPreviewBodySchema,
  textHistoryQuerySchema,
  textHistorySchema,
  textRevertBodySchema,
} from '../../../contract/api/translations';
import { ApiError } from '../../services/api-error';
import { requireStaff } from '../../http/auth';
import { FileRefusal } from '../../services/translations/imported-file';
import { PreviewOutdated, type Translations, UnknownText } from '../../services/translations/translations';
import { failures } from '../failures';
import { translationMessages } from '../../../contract/messages';

export interface TranslationRoutesOptions {
  translations: Translations;
}

/** A translator's file is JSON-escaped text: room for several MB of XLIFF. */
const bodyLimit = 16 * 1024 * 1024;
const tags = ['staff'];
const denied = failures(401, 403);

/** Turns a refused file, an outdated preview or an unknown text into the wire format's 400, 409 or 404. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FileRefusal) throw new ApiError(400, translationMessages[error.reason]);
    if (error instanceof PreviewOutdated) throw new ApiError(409, translationMessages.previewOutdated);
    if (error instanceof UnknownText)
      throw new ApiError(404, error.what === 'text' ? translationMessages.unknownText : translationMessages.unknownChange);
    throw error;
  }
}

/** The Translations page: export a language, preview a translated file, confirm it; a text's history. */
export const translationRoutes: FastifyPluginAsyncZod<TranslationRoutesOptions> = async (app, { translations }) => {
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
      const { texts, source, target } = request.query;
      return translations.overview(texts === 'questionnaire' ? 'content' : 'interface', source, target);
    },
  );
  app.post(
    translationsApiPaths.preview,
    {
      onRequest: requireStaff,
      bodyLimit,
      schema: {
        operationId: 'previewTranslationImport',
        summary: 'Check a translated file and show what importing it would change',
        tags,
        body: translationsPreviewBodySchema,
        response: { 200: importPreviewSchema, ...denied, ...failures(400) },
      },
    },
    async (request) => answering(() => translations.preview(request.body.file, request.body.language)),
  );
  app.post(
    translationsApiPaths.apply,
    {
      onRequest: requireStaff,
      bodyLimit,
      schema: {
        operationId: 'applyTranslationImport',
        summary: 'Apply a previewed import of questionnaire texts in one transaction',
        tags,
        body: translationsApplyBodySchema,
        response: { 200: importPreviewSchema, ...denied, ...failures(400, 409) },
      },
    },
    async (request) =>
      answering(async () => {
        const preview = await translations.preview(request.body.file);
        if (preview.kind !== 'content') throw new ApiError(400, translationMessages.interfaceTexts);
        return translations.applyContent(request.body.file, request.body.digest, request.auth?.user.id);
      }),
  );
  app.get(
    translationsApiPaths.history,
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'textHistory',
        summary: 'Every change of one questionnaire text in one language: who, when, old and new value, source',
        tags,
        querystring: textHistoryQuerySchema,
        response: { 200: textHistorySchema, ...denied, ...failures(400, 404) },
      },
    },
    async (request) => answering(() => translations.history(request.query.unit, request.query.language)),
  );
  app.post(
    translationsApiPaths.revert,
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'revertTextChange',
        summary: 'Put a translation back to its value before a change of its history (recorded as a revert)',
        tags,
        body: textRevertBodySchema,
        response: { 200: textHistorySchema, ...denied, ...failures(400, 404) },
      },
    },
    async (request) => answering(() => translations.revert(request.body.change, request.auth?.user.id)),
  );
};

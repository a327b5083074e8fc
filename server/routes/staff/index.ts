import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codebookQuerySchema,
  exportBodySchema,
  exportFilterSchema,
  exportPackageBodySchema,
  questionInputSchema,
  savedQuestionSchema,
  staffIdParamsSchema,
  staffQuestionRowSchema,
  staffQuestionSchema,
  staffSubTopicSchema,
  staffTopicSchema,
  subTopicCreateBodySchema,
} from '../../../contract/api/staff';
import { pickLanguage } from '../../../contract/languages';
import { requireStaff } from '../../http/auth';
import type { ContentAdmin } from '../../services/staff/content-admin';
import type { Exporter } from '../../services/export/exporter';
import type { PackageExporter } from '../../services/export/package/research-package';
import { failures } from '../user/shared';

export interface StaffRoutesOptions {
  admin: ContentAdmin;
  exporter: Exporter;
  packageExporter: PackageExporter;
}

const languageOf = (request: { headers: Record<string, string | string[] | undefined> }) =>
  pickLanguage(request.headers['accept-language'] as string | undefined);

/**
 * Every staff call of spec section 7 (issue 12), registered under /api. One guard for all of them: the
 * onRequest hook runs requireStaff before the body is even read, so anonymous callers get 401 and other
 * users 403 whatever they send.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, { admin, exporter, packageExporter }) => {
  app.addHook('onRequest', requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const tags = ['staff'];
  const denied = failures(401, 403);

  app.get('/survey/topic/list', { schema: { tags, response: { 200: z.array(staffTopicSchema), ...denied } } }, async (request) =>
    admin.topicList(languageOf(request)),
  );
  app.get(
    '/survey/topic/:id/questions',
    {
      schema: {
        tags,
        params: staffIdParamsSchema,
        response: { 200: z.array(staffQuestionRowSchema), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.questions(request.params.id, languageOf(request)),
  );
  app.get(
    '/survey/topic/:id/subtopics',
    {
      schema: {
        tags,
        params: staffIdParamsSchema,
        response: { 200: z.array(staffSubTopicSchema), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.subTopics(request.params.id, languageOf(request)),
  );
  app.post(
    '/subtopic/create',
    {
      schema: {
        tags,
        body: subTopicCreateBodySchema,
        response: { 201: z.object({ id: z.number().int() }), ...denied, ...failures(400, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createSubTopic(request.body)),
  );
  app.delete(
    '/subtopic/:id/delete',
    {
      schema: {
        tags,
        params: staffIdParamsSchema,
        response: { 200: z.object({ id: z.number().int() }), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.deleteSubTopic(request.params.id),
  );
  app.get(
    '/question/:id',
    { schema: { tags, params: staffIdParamsSchema, response: { 200: staffQuestionSchema, ...denied, ...failures(400, 404) } } },
    async (request) => admin.question(request.params.id),
  );
  app.post(
    '/question/create',
    { schema: { tags, body: questionInputSchema, response: { 201: savedQuestionSchema, ...denied, ...failures(400, 404) } } },
    async (request, reply) => reply.status(201).send(await admin.createQuestion(request.body)),
  );
  app.put(
    '/question/:id',
    {
      schema: {
        tags,
        params: staffIdParamsSchema,
        body: questionInputSchema,
        response: { 200: savedQuestionSchema, ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.updateQuestion(request.params.id, request.body),
  );
  app.delete(
    '/question/:id',
    {
      schema: {
        tags,
        params: staffIdParamsSchema,
        response: { 200: z.object({ id: z.number().int() }), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.deleteQuestion(request.params.id),
  );

  app.get(
    '/export/count',
    { schema: { tags, querystring: exportFilterSchema, response: { 200: z.number().int(), ...denied, ...failures(400) } } },
    async (request) => exporter.count(request.query),
  );
  app.post('/export', { schema: { tags, body: exportBodySchema } }, async (request, reply) => {
    const { language, ...filter } = request.body;
    const pieces = exporter.csv(filter, language);
    // The header piece first, so an unknown topic still answers 404 as JSON rather than a broken file.
    const first = await pieces.next();
    async function* rest() {
      if (!first.done) yield first.value;
      yield* pieces;
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="export.csv"')
      .send(Readable.from(rest()));
  });
  app.post('/export/package', { schema: { tags, body: exportPackageBodySchema } }, async (request, reply) => {
    const { stream } = await packageExporter.build(request.body);
    return reply
      .type('application/zip')
      .header('Content-Disposition', 'attachment; filename="research-package.zip"')
      .send(stream);
  });
  app.get('/export/codebook', { schema: { tags, querystring: codebookQuerySchema } }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="codebook.csv"')
      .send(await exporter.codebook(request.query.topic, request.query.language)),
  );
};

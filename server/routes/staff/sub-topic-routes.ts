import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffIdParamsSchema, subTopicCreateBodySchema } from '../../../contract/api/staff';
import { auditActorOf } from '../../http/audit-actor';
import { requireStaff } from '../../http/auth';
import type { ContentAdmin } from '../../services/staff/content-admin';
import { failures } from '../failures';
import { denied, tags } from './shared';

/** Adding a sub-topic to a topic, and deleting one. */
export const subTopicRoutes: FastifyPluginAsyncZod<{ admin: ContentAdmin }> = async (app, { admin }) => {
  app.post(
    '/subtopic/create',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'createSubTopic',
        summary: 'Add a sub-topic to a topic',
        tags,
        body: subTopicCreateBodySchema,
        response: { 201: z.object({ id: z.number().int() }), ...denied, ...failures(400, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createSubTopic(request.body, auditActorOf(request))),
  );
  app.delete(
    '/subtopic/:id/delete',
    {
      onRequest: requireStaff,
      schema: {
        operationId: 'deleteSubTopic',
        summary: 'Delete a sub-topic without questions',
        tags,
        params: staffIdParamsSchema,
        response: { 200: z.object({ id: z.number().int() }), ...denied, ...failures(400, 404) },
      },
    },
    async (request) => admin.deleteSubTopic(request.params.id, auditActorOf(request)),
  );
};

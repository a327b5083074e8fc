import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../contract/wire';
import { messages, type ServerMessage } from './messages';

/** Throw from a service or handler to answer `status` with a message of the wire format. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ServerMessage,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(body.en);
  }
}

/** `/jobField/0` -> `jobField`: field paths match the form field names (design.md section 7). */
function fieldName(instancePath: string) {
  return instancePath.replace(/^\//, '').split('/')[0] || '_form';
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ErrorBody = { ...error.body, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        errors[name] ??= issue.message?.startsWith('VALIDATION.') ? issue.message : 'VALIDATION.REQUIRED';
      }
      return reply.status(400).send({ ...messages.invalidRequest, errors } satisfies ErrorBody);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(messages.bodyTooLarge);
    if (error.statusCode === 400 || error.code?.startsWith('FST_ERR_CTP')) {
      return reply.status(400).send(messages.malformedBody);
    }
    if (error.statusCode === 429) return reply.status(429).send(messages.tooManyRequests);
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(messages.unexpected);
  });
}

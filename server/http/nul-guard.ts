import type { FastifyInstance } from 'fastify';
import { fieldWithNul } from '../../contract/text';
import { validationKeys } from '../../contract/user-forms';
import { ApiError } from './errors';
import { messages } from './messages';

/**
 * PostgreSQL cannot store a NUL character (issue 14). The contract's text fields refuse it; this guard
 * refuses it in every body, query and path value of every route, those without a schema included, before
 * anything reaches the database: 400 with the field under `errors`.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = fieldWithNul(request.body) ?? fieldWithNul(request.query) ?? fieldWithNul(request.params);
    if (field) throw new ApiError(400, messages.invalidRequest, { [field]: validationKeys.characters });
  });
}

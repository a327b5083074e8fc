import type { FastifyInstance } from 'fastify';
import { valueKeys } from '../../contract/ids';
import { limits } from '../../contract/limits';
import { nestsDeeperThan } from '../../contract/nesting';
import { fieldWithNul } from '../../contract/text';
import { validationKeys } from '../../contract/user-forms';
import { ApiError } from '../services/api-error';
import { messages } from '../../contract/messages';

/**
 * Checks every body, query and path value of every route, those without a schema included, before any schema
 * runs: a body nested deeper than limits.bodyNestingMax answers 400 (walking it would overflow the
 * stack), and so does a NUL character, which PostgreSQL cannot store; the field goes under `errors`.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, limits.bodyNestingMax)) {
      throw new ApiError(400, messages.malformedBody, { _form: valueKeys.nesting });
    }
    const field = fieldWithNul(request.body) ?? fieldWithNul(request.query) ?? fieldWithNul(request.params);
    if (field) throw new ApiError(400, messages.invalidRequest, { [field]: validationKeys.characters });
  });
}

import { z } from 'zod';
import { attemptBodySchema, surveySchema, validateResponseSchema } from '../../../contract/api/survey';
import { requireSurveyTaker } from '../../http/auth';
import { textLanguageOf } from '../../http/request-language';
import { failures } from '../failures';
import { type SurveyApp, tags } from './shared';

/** POST /change-language and /attempt/validate: continuing an attempt. */
export function registerContinuationRoutes(app: SurveyApp) {
  const survey = app.survey;
  app.post(
    '/change-language',
    {
      schema: {
        operationId: 'changeSurveyLanguage',
        summary: 'An attempt’s questions in the request’s language',
        tags,
        body: attemptBodySchema,
        response: { 200: surveySchema, ...failures(400, 401, 404, 409) },
      },
      onRequest: requireSurveyTaker,
    },
    async (request) => survey.changeLanguage(request.body.survey_attempt, request.auth, textLanguageOf(request)),
  );

  app.post(
    '/attempt/validate',
    {
      schema: {
        operationId: 'validateAttempt',
        summary: 'Whether an attempt can be continued (204: no)',
        tags,
        body: attemptBodySchema,
        response: { 200: validateResponseSchema, 204: z.null() },
      },
      onRequest: requireSurveyTaker,
    },
    async (request, reply) => {
      const valid = await survey.validate(request.body.survey_attempt, request.auth);
      return valid ?? reply.status(204).send(null);
    },
  );
}

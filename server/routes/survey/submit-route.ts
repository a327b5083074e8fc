import { submitResponseSchema, surveySubmitBodySchema } from '../../../contract/api/survey';
import { requireSurveyTaker } from '../../http/auth';
import { failures } from '../failures';
import { type SurveyApp, tags } from './shared';

/** POST /submit: the answers, and the attempt's completion. */
export function registerSubmitRoute(app: SurveyApp) {
  const survey = app.survey;
  app.post(
    '/submit',
    {
      bodyLimit: 512 * 1024,
      schema: {
        operationId: 'submitSurvey',
        summary: 'Save answers, and complete the attempt with `complete`',
        tags,
        body: surveySubmitBodySchema,
        response: { 200: submitResponseSchema, ...failures(400, 401, 404, 409, 413) },
      },
      onRequest: requireSurveyTaker,
    },
    async (request) => {
      const saved = await survey.submit(request.body, request.auth);
      request.server.metrics.submitted(saved.completed);
      return saved;
    },
  );
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SurveyService } from '../../services/survey/survey-service';
import { registerContinuationRoutes } from './continuation-routes';
import { registerResultRoutes } from './result-routes';
import { registerStartRoutes } from './start-routes';
import { registerSubmitRoute } from './submit-route';
import { registerTopicRoutes } from './topic-routes';

declare module 'fastify' {
  interface FastifyInstance {
    survey: SurveyService;
  }
}

/** /api/survey/* of docs/product/api.md used by respondents, and the results. */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Survey bodies are not forms: a field error names its whole path (`survey.3.id`).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, fullErrorPaths: true };
  });
  // Answers and results are personal: no browser or proxy may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  registerTopicRoutes(app);
  registerStartRoutes(app);
  registerContinuationRoutes(app);
  registerSubmitRoute(app);
  registerResultRoutes(app);
};

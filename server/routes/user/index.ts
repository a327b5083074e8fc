import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';

/** /api/user/* of docs/product/api.md. Needs `registerAuth` on the root app. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
};

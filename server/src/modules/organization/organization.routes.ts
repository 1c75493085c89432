import { API_PATHS, profileSchema } from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dropStaleProfilesOnChange } from './organization.cache-events';
import { getProfile } from './organization.service';

/** The signed-in user's profile and accessible warehouses (docs/api.md §2). */
export const organizationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  dropStaleProfilesOnChange(app);

  routes.post(API_PATHS.identity.profile, { schema: { response: { 200: profileSchema } } }, (request) =>
    getProfile(app.db, request.auth),
  );
};

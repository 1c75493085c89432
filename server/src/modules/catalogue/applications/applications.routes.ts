import {
  API_PATHS,
  applicationFileSchema,
  applicationSchema,
  dbInstanceSchema,
  dbInstancesRequestSchema,
  pagedRequestSchema,
  pagedResultSchema,
  queryApplicationsRequestSchema,
  tagAdminSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orEmpty } from '../../../platform/optional-body';
import { dropStaleApplicationsOnChange } from './applications.cache-events';
import {
  queryApplicationFilesForUser,
  queryApplicationsForUser,
  queryDbInstancesForUser,
  queryTagPage,
} from './applications.service';

/** Applications, tags, sub-systems and documents, each filtered by the caller's grants. */
export const applicationsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  dropStaleApplicationsOnChange(app);

  routes.post(
    API_PATHS.applications.forCurrentUser,
    // The body is optional: no filter lists every application the caller may open.
    { schema: { body: orEmpty(queryApplicationsRequestSchema), response: { 200: z.array(applicationSchema) } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      return queryApplicationsForUser(app.db, grants, request.body);
    },
  );

  routes.post(
    API_PATHS.tags.pageList,
    // With each tag's place, which the workbench editor shows; the drawer just keeps the order.
    { schema: { body: orEmpty(pagedRequestSchema), response: { 200: pagedResultSchema(tagAdminSchema) } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      return queryTagPage(app.db, grants, request.body);
    },
  );

  routes.post(
    API_PATHS.dbInstances.forCurrentUser,
    { schema: { body: dbInstancesRequestSchema, response: { 200: z.array(dbInstanceSchema) } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      return queryDbInstancesForUser(app.db, grants, request.body.applicationId);
    },
  );

  routes.post(
    API_PATHS.applications.files,
    { schema: { response: { 200: z.array(applicationFileSchema) } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      return queryApplicationFilesForUser(app.db, grants);
    },
  );
};

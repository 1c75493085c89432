import {
  API_PATHS,
  applicationAdminSchema,
  applicationPageRequestSchema,
  arrangeWorkbenchRequestSchema,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  createApplicationRequestSchema,
  editApplicationRequestSchema,
  getByIdQuerySchema,
  PERMISSIONS,
  pagedResultSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerModuleRoutes } from '../../../platform/module-routes';
import { requirePermission } from '../../../platform/permissions';
import { logosRoutes } from '../logos/logos.routes';
import {
  createApplication,
  deleteApplicationsByIds,
  editApplication,
  getApplicationAdmin,
  queryApplicationPage,
} from './applications-admin.service';
import { dbInstancesAdminRoutes } from './db-instances-admin.routes';
import { tagsAdminRoutes } from './tags-admin.routes';
import { arrangeWorkbench } from './workbench-arrangement.service';

/**
 * Application management (docs/api.md §5, /ApplicationMgr, /AddApp, /EditWorkbench): applications,
 * their logos, tags, sub-systems and the workbench arrangement. Every call needs the
 * application-management permission, except reading a logo and the drawer's tag list
 * (applications.routes.ts), which every signed-in user makes.
 */
export const applicationsAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const changes = { db: app.db, events: app.events };
  const preHandler = requirePermission(PERMISSIONS.applicationManage);
  const paths = API_PATHS.admin.applications;

  routes.post(
    paths.pageList,
    {
      schema: { body: applicationPageRequestSchema, response: { 200: pagedResultSchema(applicationAdminSchema) } },
      preHandler,
    },
    async (request) => queryApplicationPage(app.db, request.body),
  );

  routes.get(
    paths.get,
    { schema: { querystring: getByIdQuerySchema, response: { 200: applicationAdminSchema } }, preHandler },
    async (request) => getApplicationAdmin(app.db, request.query.id),
  );

  routes.post(
    paths.create,
    { schema: { body: createApplicationRequestSchema, response: { 200: applicationAdminSchema } }, preHandler },
    async (request) => createApplication(changes, request.auth, request.body),
  );

  routes.post(
    paths.edit,
    { schema: { body: editApplicationRequestSchema, response: { 200: applicationAdminSchema } }, preHandler },
    async (request) => editApplication(changes, request.auth, request.body),
  );

  routes.post(
    paths.batchDelete,
    { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preHandler },
    async (request) => deleteApplicationsByIds(changes, request.auth, request.body.ids),
  );

  routes.post(
    paths.arrangeWorkbench,
    { schema: { body: arrangeWorkbenchRequestSchema, response: { 200: z.null() } }, preHandler },
    async (request) => arrangeWorkbench(changes, request.auth, request.body),
  );

  await registerModuleRoutes(app, tagsAdminRoutes);
  await registerModuleRoutes(app, dbInstancesAdminRoutes);
  await registerModuleRoutes(app, logosRoutes);
};

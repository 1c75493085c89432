import {
  API_PATHS,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  createDbInstanceRequestSchema,
  dbInstanceAdminSchema,
  dbInstancePageRequestSchema,
  editDbInstanceRequestSchema,
  getByIdQuerySchema,
  PERMISSIONS,
  pagedResultSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../platform/permissions';
import {
  createDbInstance,
  deleteDbInstancesByIds,
  editDbInstance,
  getDbInstanceAdmin,
  queryDbInstancePage,
} from './db-instances-admin.service';

/** Sub-systems of an application, each edited together with its data permissions. */
export const dbInstancesAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const changes = { db: app.db, events: app.events };
  const preHandler = requirePermission(PERMISSIONS.applicationManage);
  const paths = API_PATHS.admin.dbInstances;

  routes.post(
    paths.pageList,
    {
      schema: { body: dbInstancePageRequestSchema, response: { 200: pagedResultSchema(dbInstanceAdminSchema) } },
      preHandler,
    },
    async (request) => queryDbInstancePage(app.db, request.body),
  );

  routes.get(
    paths.get,
    { schema: { querystring: getByIdQuerySchema, response: { 200: dbInstanceAdminSchema } }, preHandler },
    async (request) => getDbInstanceAdmin(app.db, request.query.id),
  );

  routes.post(
    paths.create,
    { schema: { body: createDbInstanceRequestSchema, response: { 200: dbInstanceAdminSchema } }, preHandler },
    async (request) => createDbInstance(changes, request.auth, request.body),
  );

  routes.post(
    paths.edit,
    { schema: { body: editDbInstanceRequestSchema, response: { 200: dbInstanceAdminSchema } }, preHandler },
    async (request) => editDbInstance(changes, request.auth, request.body),
  );

  routes.post(
    paths.batchDelete,
    { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preHandler },
    async (request) => deleteDbInstancesByIds(changes, request.auth, request.body.ids),
  );
};

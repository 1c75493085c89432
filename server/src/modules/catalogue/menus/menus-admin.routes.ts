import {
  API_PATHS,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  createMenuRequestSchema,
  editMenuRequestSchema,
  getByIdQuerySchema,
  menuAdminSchema,
  menuPageRequestSchema,
  PERMISSIONS,
  pagedResultSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../platform/permissions';
import { createMenu, deleteMenusByIds, editMenu, getMenuAdmin, queryMenuPage } from './menus-admin.service';

/**
 * Menu administration beside the spec's tree (getAllMenusByApplicationId) and move, which are in
 * menus.routes.ts. Every call needs the application-management permission.
 */
export const menusAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const changes = { db: app.db, events: app.events };
  const preHandler = requirePermission(PERMISSIONS.applicationManage);
  const paths = API_PATHS.admin.menus;

  routes.post(
    paths.pageList,
    { schema: { body: menuPageRequestSchema, response: { 200: pagedResultSchema(menuAdminSchema) } }, preHandler },
    async (request) => queryMenuPage(app.db, request.body),
  );

  routes.get(
    paths.get,
    { schema: { querystring: getByIdQuerySchema, response: { 200: menuAdminSchema } }, preHandler },
    async (request) => getMenuAdmin(app.db, request.query.id),
  );

  routes.post(
    paths.create,
    { schema: { body: createMenuRequestSchema, response: { 200: menuAdminSchema } }, preHandler },
    async (request) => createMenu(changes, request.auth, request.body),
  );

  routes.post(
    paths.edit,
    { schema: { body: editMenuRequestSchema, response: { 200: menuAdminSchema } }, preHandler },
    async (request) => editMenu(changes, request.auth, request.body),
  );

  routes.post(
    paths.batchDelete,
    { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preHandler },
    async (request) => deleteMenusByIds(changes, request.auth, request.body.ids),
  );
};

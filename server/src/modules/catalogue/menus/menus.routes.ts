import {
  API_PATHS,
  allMenusQuerySchema,
  baseMenuListRequestSchema,
  baseMenuListSchema,
  menuItemSchema,
  moveMenuRequestSchema,
  PERMISSIONS,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orEmpty } from '../../../platform/optional-body';
import { requirePermission } from '../../../platform/permissions';
import { moveMenu } from './menu-placement.service';
import { dropStaleMenusOnChange } from './menus.cache-events';
import { baseMenuCodesOf, getAllMenusOfApplication } from './menus.service';

/** The caller's permission codes, and the administrators' menu tree and reordering. */
export const menusRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  dropStaleMenusOnChange(app);
  const changes = { db: app.db, events: app.events };

  routes.post(
    API_PATHS.menus.baseMenuList,
    { schema: { body: orEmpty(baseMenuListRequestSchema), response: { 200: baseMenuListSchema } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      return { baseMenuCodes: baseMenuCodesOf(grants) };
    },
  );

  routes.get(
    API_PATHS.menus.allByApplication,
    {
      schema: { querystring: allMenusQuerySchema, response: { 200: z.array(menuItemSchema) } },
      preHandler: requirePermission(PERMISSIONS.applicationManage),
    },
    async (request) => getAllMenusOfApplication(app.db, request.query.applicationId, request.query.isPda),
  );

  routes.post(
    API_PATHS.menus.move,
    {
      schema: { body: moveMenuRequestSchema, response: { 200: z.null() } },
      preHandler: requirePermission(PERMISSIONS.applicationManage),
    },
    async (request) => {
      await moveMenu(changes, request.auth, request.body);
      return null;
    },
  );
};

import {
  API_PATHS,
  allMenusQuerySchema,
  baseMenuListRequestSchema,
  baseMenuListSchema,
  menuItemSchema,
  menuResponseSchema,
  moveMenuRequestSchema,
  PERMISSIONS,
  userMenuListRequestSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orEmpty } from '../../platform/optional-body';
import { requirePermission } from '../../platform/permissions';
import { loadUserGrants } from '../roles/grants.service';
import { dropStaleMenusOnChange } from './menus.cache-events';
import { baseMenuCodesOf, getAllMenusOfApplication, moveMenu } from './menus.service';
import { userMenuList } from './user-menu.service';

/** The caller's menus, and the administrators' menu tree and reordering. */
export const menusRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  dropStaleMenusOnChange(app);
  const changes = { db: app.db, events: app.events };

  routes.post(
    API_PATHS.menus.baseMenuList,
    { schema: { body: orEmpty(baseMenuListRequestSchema), response: { 200: baseMenuListSchema } } },
    async (request) => {
      const grants = await loadUserGrants(app.db, request.auth.userId);
      return { baseMenuCodes: baseMenuCodesOf(grants) };
    },
  );

  routes.post(
    API_PATHS.menus.userMenuList,
    { schema: { body: userMenuListRequestSchema, response: { 200: menuResponseSchema } } },
    async (request) => userMenuList(app.db, request.auth.userId, request.body),
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

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
import { requirePermission } from '../../platform/permissions';
import { loadUserGrants } from '../roles/grants.service';
import { baseMenuCodesOf, getAllMenusOfApplication, moveMenu } from './menus.service';
import { queryUserMenuList } from './user-menu.service';

/** Fastify hands a call without a body over as null; these calls treat that as "no filters". */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

/** The caller's menus, and the administrators' menu tree and reordering. */
export const menusRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

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
    async (request) => {
      const grants = await loadUserGrants(app.db, request.auth.userId);
      return queryUserMenuList(app.db, grants, request.auth.userId, request.body);
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
      await moveMenu(app.db, request.auth, request.body);
      return null;
    },
  );
};

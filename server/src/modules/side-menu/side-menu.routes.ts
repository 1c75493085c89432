import { API_PATHS, menuResponseSchema, userMenuListRequestSchema } from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dropStaleSideMenusOnChange } from './side-menu.cache-events';
import { userMenuList } from './side-menu.service';

/** The signed-in user's side menu of one application: granted pages and their favourites. */
export const sideMenuRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  dropStaleSideMenusOnChange(app);

  routes.post(
    API_PATHS.menus.userMenuList,
    { schema: { body: userMenuListRequestSchema, response: { 200: menuResponseSchema } } },
    async (request) => userMenuList(app.db, request.auth.userId, request.body),
  );
};

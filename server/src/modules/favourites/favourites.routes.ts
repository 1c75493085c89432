import { API_PATHS, collectRequestSchema, saveUserMenusRequestSchema } from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropStaleFavouritesOnChange } from './favourites.cache-events';
import { cancelCollect, collectPage, saveUserMenus } from './favourites.service';

/** The caller's own favourite pages and folders. */
export const favouritesRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const changes = { db: app.db, events: app.events };
  dropStaleFavouritesOnChange(app);

  routes.post(
    API_PATHS.favourites.collect,
    { schema: { body: collectRequestSchema, response: { 200: z.null() } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      await collectPage(changes, grants, request.auth.userId, request.body);
      return null;
    },
  );

  routes.post(
    API_PATHS.favourites.cancelCollect,
    { schema: { body: collectRequestSchema, response: { 200: z.null() } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      await cancelCollect(changes, grants, request.auth.userId, request.body);
      return null;
    },
  );

  routes.post(
    API_PATHS.favourites.saveUserMenus,
    { schema: { body: saveUserMenusRequestSchema, response: { 200: z.null() } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      await saveUserMenus(changes, grants, request.auth.userId, request.body);
      return null;
    },
  );
};

import {
  API_PATHS,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  createTagRequestSchema,
  editTagRequestSchema,
  getByIdQuerySchema,
  PERMISSIONS,
  tagAdminSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../platform/permissions';
import { createTag, deleteTagsByIds, editTag, getTagAdmin } from './tags-admin.service';

/** Tags of the workbench drawer. Their list (tag/queryPageList) is in applications.routes.ts: every user reads it. */
export const tagsAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const changes = { db: app.db, events: app.events };
  const preHandler = requirePermission(PERMISSIONS.applicationManage);
  const paths = API_PATHS.admin.tags;

  routes.get(
    paths.get,
    { schema: { querystring: getByIdQuerySchema, response: { 200: tagAdminSchema } }, preHandler },
    async (request) => getTagAdmin(app.db, request.query.id),
  );

  routes.post(
    paths.create,
    { schema: { body: createTagRequestSchema, response: { 200: tagAdminSchema } }, preHandler },
    async (request) => createTag(changes, request.auth, request.body),
  );

  routes.post(
    paths.edit,
    { schema: { body: editTagRequestSchema, response: { 200: tagAdminSchema } }, preHandler },
    async (request) => editTag(changes, request.auth, request.body),
  );

  routes.post(
    paths.batchDelete,
    { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preHandler },
    async (request) => deleteTagsByIds(changes, request.auth, request.body.ids),
  );
};

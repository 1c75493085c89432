import {
  API_PATHS,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  createRoleRequestSchema,
  editRoleRequestSchema,
  getByIdQuerySchema,
  grantCatalogueSchema,
  PERMISSIONS,
  pagedResultSchema,
  roleListItemSchema,
  rolePageRequestSchema,
  roleSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/permissions';
import { queryGrantCatalogue } from './grant-catalogue.service';
import { createRole, deleteRoles, editRole, getRole, queryRolePage, type RoleCaller } from './roles.service';

/** Role administration (docs/api.md §5 `role`); every call needs the role-management permission. */
export const rolesRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const paths = API_PATHS.admin.roles;
  const preHandler = requirePermission(PERMISSIONS.roleManage);
  const changes = { db: app.db, events: app.events };

  const callerOf = async (request: FastifyRequest): Promise<RoleCaller> => ({
    userId: request.auth.userId,
    userName: request.auth.userName,
    grants: await app.grants.grantsOf(request.auth.userId),
  });

  routes.post(
    paths.pageList,
    { schema: { body: rolePageRequestSchema, response: { 200: pagedResultSchema(roleListItemSchema) } }, preHandler },
    async (request) => queryRolePage(app.db, request.body),
  );

  routes.get(
    paths.get,
    { schema: { querystring: getByIdQuerySchema, response: { 200: roleSchema } }, preHandler },
    async (request) => getRole(app.db, request.query.id),
  );

  routes.post(
    paths.create,
    { schema: { body: createRoleRequestSchema, response: { 200: roleSchema } }, preHandler },
    async (request) => createRole(changes, await callerOf(request), request.body),
  );

  routes.post(
    paths.edit,
    { schema: { body: editRoleRequestSchema, response: { 200: roleSchema } }, preHandler },
    async (request) => editRole(changes, await callerOf(request), request.body),
  );

  routes.post(
    paths.batchDelete,
    { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preHandler },
    async (request) => deleteRoles(changes, await callerOf(request), request.body.ids),
  );

  routes.post(
    paths.grantCatalogue,
    { schema: { response: { 200: grantCatalogueSchema } }, preHandler },
    async (request) => queryGrantCatalogue(app.db, await app.grants.grantsOf(request.auth.userId)),
  );
};

import {
  API_PATHS,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  createLeadUserRequestSchema,
  editLeadUserRequestSchema,
  getByIdQuerySchema,
  leadUserListItemSchema,
  leadUserOptionsSchema,
  leadUserPageRequestSchema,
  leadUserSchema,
  PERMISSIONS,
  pagedResultSchema,
  resetPasswordRequestSchema,
  updateFaceRequestSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { faceReader } from '../../platform/faces/face-reader';
import { translate } from '../../platform/messages';
import { orEmpty } from '../../platform/optional-body';
import { requirePermission } from '../../platform/permissions';
import { CardNumbers } from '../access/card-numbers';
import { withRetryAfter } from '../identity/retry-after';
import { getFaceImage, registerFace } from './user-faces.service';
import { batchDeleteLeadUsers, createLeadUser, editLeadUser, resetLeadUserPassword } from './users.service';
import { getLeadUser, queryLeadUserOptions, queryLeadUserPage } from './users-query.service';

const paths = API_PATHS.admin.users;
const userIdParams = z.object({ id: z.string() });

/** User administration (docs/api.md §5 `leadUser` and `faceAiUser`); every call needs UserManage. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requirePermission(PERMISSIONS.userManage);
  const cards = CardNumbers.fromInstallationKey(app.installationKey);
  const changes = { db: app.db, events: app.events, cards };
  const passwordChecks = { signInLimits: app.config.signInLimits, now: () => new Date() };

  routes.post(
    paths.pageList,
    {
      schema: {
        body: orEmpty(leadUserPageRequestSchema),
        response: { 200: pagedResultSchema(leadUserListItemSchema) },
      },
      preHandler,
    },
    (request) => queryLeadUserPage(app.db, cards, request.body),
  );

  routes.get(
    paths.get,
    { schema: { querystring: getByIdQuerySchema, response: { 200: leadUserSchema } }, preHandler },
    (request) => getLeadUser(app.db, request.query.id),
  );

  routes.post(
    paths.create,
    { schema: { body: createLeadUserRequestSchema, response: { 200: leadUserSchema } }, preHandler },
    (request) => createLeadUser(changes, request.auth, request.body),
  );

  routes.post(
    paths.edit,
    { schema: { body: editLeadUserRequestSchema, response: { 200: leadUserSchema } }, preHandler },
    (request) => editLeadUser(changes, request.auth, request.body),
  );

  routes.post(
    paths.batchDelete,
    { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preHandler },
    (request) => batchDeleteLeadUsers(changes, request.auth, request.body),
  );

  routes.post(
    paths.resetPassword,
    { schema: { body: resetPasswordRequestSchema, response: { 200: z.null() } }, preHandler },
    async (request, reply) => {
      const ctx = { ...changes, ...passwordChecks, clientAddress: request.ip };
      await withRetryAfter(reply, resetLeadUserPassword(ctx, request.auth, request.body));
      reply.successMessage = translate(request.language, 'userAdmin.passwordReset');
      return null;
    },
  );

  routes.post(paths.options, { schema: { response: { 200: leadUserOptionsSchema } }, preHandler }, (request) =>
    queryLeadUserOptions(app.db, request.auth.userId),
  );

  routes.get(
    API_PATHS.admin.faceImageRoute,
    // The picture itself is the answer; failures still leave in the envelope.
    { schema: { params: userIdParams }, config: { envelope: false }, preHandler },
    async (request, reply) => {
      const face = await getFaceImage(app.db, request.params.id);
      return reply.type(face.contentType).header('cache-control', 'private, no-store').send(face.image);
    },
  );

  routes.post(
    API_PATHS.admin.faceUpdateRoute,
    { schema: { params: userIdParams, body: updateFaceRequestSchema, response: { 200: leadUserSchema } }, preHandler },
    (request) => registerFace(app.db, faceReader, request.auth, request.params.id, request.body.image),
  );
};

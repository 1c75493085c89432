import {
  API_PATHS,
  createdNotificationSchema,
  createNotificationRequestSchema,
  notificationMessageSchema,
  PERMISSIONS,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../platform/messages';
import { requirePermission } from '../../platform/permissions';
import { queryActiveNotifications, raiseNotification } from './notifications.service';

/** Raising notifications (event-centre permission), the caller's active ones, and the hub methods. */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.notifications.create,
    {
      schema: { body: createNotificationRequestSchema, response: { 200: createdNotificationSchema } },
      preHandler: requirePermission(PERMISSIONS.eventCenter),
    },
    async (request, reply) => {
      const id = await raiseNotification({ db: app.db, events: app.events }, request.body, request.auth.userId);
      reply.successMessage = translate(request.language, 'notifications.raised');
      return { id };
    },
  );

  routes.post(
    API_PATHS.notifications.queryActive,
    // No body, or an empty one: the caller is the filter.
    { schema: { response: { 200: z.array(notificationMessageSchema) } } },
    (request) => queryActiveNotifications(app.db, request.auth.userId, request.language),
  );
};

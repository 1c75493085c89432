import {
  API_PATHS,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  channelListItemSchema,
  channelPageRequestSchema,
  channelSchema,
  createChannelRequestSchema,
  deliveryPageRequestSchema,
  deliverySchema,
  editChannelRequestSchema,
  getByIdQuerySchema,
  PERMISSIONS,
  pagedResultSchema,
  sendTestRequestSchema,
  sendTestResultSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerModuleRoutes } from '../../platform/module-routes';
import { requirePermission } from '../../platform/permissions';
import { SecretBox } from '../../platform/secrets/secret-box';
import { deliverThroughChannel } from './channels/channel-delivery';
import {
  type ChannelsContext,
  createChannel,
  deleteChannels,
  editChannel,
  getChannel,
  queryChannelPage,
  queryDeliveries,
  sendTestMessage,
} from './channels/channels.service';
import { contactsRoutes } from './contacts/contacts.routes';
import { deliveryLogCleanUp } from './delivery/delivery-log-cleanup';
import { DEFAULT_DELIVERY_POLICY } from './delivery/delivery-policy';
import { DeliveryWorker } from './delivery/delivery-worker';
import { integrationJobKinds } from './job-kinds/integration-job-kinds';

/**
 * System integrations (docs/spec.md §2 `/SYSIntegration` and the channel editors): the channels'
 * administration, their "Send test" and delivery log, and the address book (contacts.routes.ts),
 * all under the system-integration permission; and this instance's delivery worker, which sends
 * the outbox's messages.
 */
export const integrationsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const paths = API_PATHS.admin.channels;
  // Checked before the body is: a caller without the permission learns nothing of what a call takes.
  const preValidation = requirePermission(PERMISSIONS.systemIntegration);
  const { outboundAllowedHosts } = app.config.integrations;
  const secrets = new SecretBox(app.installationKey);
  const ctx: ChannelsContext = { db: app.db, events: app.events, secrets };
  const worker = new DeliveryWorker({
    db: app.db,
    events: app.events,
    log: app.log,
    deliver: deliverThroughChannel({
      db: app.db,
      secrets,
      outbound: { allowedHosts: outboundAllowedHosts },
      attemptTimeoutMs: DEFAULT_DELIVERY_POLICY.attemptTimeoutMs,
    }),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
  app.scheduler.registerKind(deliveryLogCleanUp({ db: app.db, now: () => new Date() }));
  for (const kind of integrationJobKinds(app)) app.scheduler.registerKind(kind);
  await registerModuleRoutes(app, contactsRoutes);

  const actorOf = (request: FastifyRequest) => ({ userId: request.auth.userId, userName: request.auth.userName });

  routes.post(
    paths.pageList,
    {
      schema: { body: channelPageRequestSchema, response: { 200: pagedResultSchema(channelListItemSchema) } },
      preValidation,
    },
    async (request) => queryChannelPage(app.db, request.body),
  );

  routes.get(
    paths.get,
    { schema: { querystring: getByIdQuerySchema, response: { 200: channelSchema } }, preValidation },
    async (request) => getChannel(app.db, request.query.id),
  );

  routes.post(
    paths.create,
    { schema: { body: createChannelRequestSchema, response: { 200: channelSchema } }, preValidation },
    async (request) => createChannel(ctx, actorOf(request), request.body),
  );

  routes.post(
    paths.edit,
    { schema: { body: editChannelRequestSchema, response: { 200: channelSchema } }, preValidation },
    async (request) => editChannel(ctx, actorOf(request), request.body),
  );

  routes.post(
    paths.batchDelete,
    { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preValidation },
    async (request) => deleteChannels(ctx, actorOf(request), request.body.ids),
  );

  routes.post(
    paths.sendTest,
    { schema: { body: sendTestRequestSchema, response: { 200: sendTestResultSchema } }, preValidation },
    async (request) => sendTestMessage(ctx, request.body, request.language),
  );

  routes.post(
    paths.deliveries,
    { schema: { body: deliveryPageRequestSchema, response: { 200: z.array(deliverySchema) } }, preValidation },
    async (request) => queryDeliveries(app.db, request.body.channelId, request.body.maxResultCount),
  );
};

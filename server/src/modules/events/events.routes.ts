import {
  API_PATHS,
  adminPageRequestSchema,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  createdEventSourceSchema,
  createEventSourceRequestSchema,
  EVENT_BODY_MAX_BYTES,
  eventActAnswerSchema,
  eventActRequestSchema,
  eventAssignRequestSchema,
  eventCommentRequestSchema,
  eventIdsRequestSchema,
  eventPageAnswerSchema,
  eventPageRequestSchema,
  eventShelveRequestSchema,
  eventSourceSchema,
  getByIdQuerySchema,
  ingestEventAnswerSchema,
  ingestEventRequestSchema,
  PERMISSIONS,
  pagedResultSchema,
  plantEventDetailSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/permissions';
import { assignEventsAs, commentOnEventAs, shelveEventsAs, unshelveEventsAs } from './event-acts.service';
import { type EventIngestContext, raiseEvent, sourceOfKey } from './event-ingest.service';
import {
  createEventSource,
  deleteEventSourcesByIds,
  getEventSource,
  queryEventSourcePage,
  revokeEventSourceKey,
} from './event-sources.service';
import { acknowledgeEventsAs, getEvent, queryEventPage, resolveEventsAs } from './events.service';

/** The header an event source sends its key in (docs/api.md §5). */
const API_KEY_HEADER = 'x-api-key';

declare module 'fastify' {
  interface FastifyRequest {
    /** The event source whose key the ingest call carried (set before its body is read). */
    eventSource?: Awaited<ReturnType<typeof sourceOfKey>>;
  }
}

/**
 * Plant events (docs/adr/0022-events.md): `event/ingest` for event sources by their key (no
 * session), the event centre's calls under its permission, and the event sources' administration
 * under the event-strategy permission. The list's export (`event/export`) is one of the exports
 * module's download tasks; the live list is delivered by events-live-list.ts.
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const paths = API_PATHS.events;
  const ctx: EventIngestContext = { db: app.db, events: app.events, now: () => new Date() };
  const actorOf = async (request: FastifyRequest) => ({
    userId: request.auth.userId,
    userName: request.auth.userName,
    grants: await app.grants.grantsOf(request.auth.userId),
  });

  routes.post(
    paths.ingest,
    {
      config: { public: true },
      bodyLimit: EVENT_BODY_MAX_BYTES,
      // The key is checked before the body is read: a caller without one learns nothing of what it takes.
      preValidation: async (request) => {
        const given = request.headers[API_KEY_HEADER];
        request.eventSource = await sourceOfKey(ctx, typeof given === 'string' ? given : undefined);
      },
      schema: { body: ingestEventRequestSchema, response: { 200: ingestEventAnswerSchema } },
    },
    async (request) => {
      const source = request.eventSource;
      if (!source) throw new Error('the ingest call passed its key check without a source');
      return raiseEvent(ctx, { kind: 'source', source }, request.body);
    },
  );

  const eventCenter = requirePermission(PERMISSIONS.eventCenter);
  routes.post(
    paths.raise,
    {
      preValidation: eventCenter,
      schema: { body: ingestEventRequestSchema, response: { 200: ingestEventAnswerSchema } },
    },
    async (request) => raiseEvent(ctx, { kind: 'person', ...(await actorOf(request)) }, request.body),
  );
  routes.post(
    paths.pageList,
    { preValidation: eventCenter, schema: { body: eventPageRequestSchema, response: { 200: eventPageAnswerSchema } } },
    async (request) =>
      queryEventPage(app.db, await app.grants.grantsOf(request.auth.userId), request.language, request.body),
  );
  routes.get(
    paths.get,
    {
      preValidation: eventCenter,
      schema: { querystring: getByIdQuerySchema, response: { 200: plantEventDetailSchema } },
    },
    async (request) =>
      getEvent(app.db, await app.grants.grantsOf(request.auth.userId), request.language, request.query.id),
  );
  routes.post(
    paths.acknowledge,
    { preValidation: eventCenter, schema: { body: eventActRequestSchema, response: { 200: eventActAnswerSchema } } },
    async (request) => acknowledgeEventsAs(ctx, await actorOf(request), request.body),
  );
  routes.post(
    paths.resolve,
    { preValidation: eventCenter, schema: { body: eventActRequestSchema, response: { 200: eventActAnswerSchema } } },
    async (request) => resolveEventsAs(ctx, await actorOf(request), request.body),
  );
  const answered = { 200: eventActAnswerSchema };
  routes.post(
    paths.assign,
    { preValidation: eventCenter, schema: { body: eventAssignRequestSchema, response: answered } },
    async (request) => assignEventsAs(ctx, await actorOf(request), request.body),
  );
  routes.post(
    paths.comment,
    { preValidation: eventCenter, schema: { body: eventCommentRequestSchema, response: answered } },
    async (request) => commentOnEventAs(ctx, await actorOf(request), request.body),
  );
  routes.post(
    paths.shelve,
    { preValidation: eventCenter, schema: { body: eventShelveRequestSchema, response: answered } },
    async (request) => shelveEventsAs(ctx, await actorOf(request), request.body),
  );
  routes.post(
    paths.unshelve,
    { preValidation: eventCenter, schema: { body: eventIdsRequestSchema, response: answered } },
    async (request) => unshelveEventsAs(ctx, await actorOf(request), request.body),
  );

  const sources = API_PATHS.admin.eventSources;
  const eventStrategy = requirePermission(PERMISSIONS.eventStrategy);
  const admin = (request: FastifyRequest) => ({ userId: request.auth.userId, userName: request.auth.userName });
  routes.post(
    sources.pageList,
    {
      preValidation: eventStrategy,
      schema: { body: adminPageRequestSchema(['name']), response: { 200: pagedResultSchema(eventSourceSchema) } },
    },
    async (request) => queryEventSourcePage(app.db, request.body),
  );
  routes.get(
    sources.get,
    { preValidation: eventStrategy, schema: { querystring: getByIdQuerySchema, response: { 200: eventSourceSchema } } },
    async (request) => getEventSource(app.db, request.query.id),
  );
  routes.post(
    sources.create,
    {
      preValidation: eventStrategy,
      schema: { body: createEventSourceRequestSchema, response: { 200: createdEventSourceSchema } },
    },
    async (request) => createEventSource(ctx, admin(request), request.body),
  );
  routes.post(
    sources.revoke,
    {
      preValidation: eventStrategy,
      schema: { body: z.object({ id: z.string().trim().min(1).max(128) }), response: { 200: eventSourceSchema } },
    },
    async (request) => revokeEventSourceKey(ctx, admin(request), request.body.id),
  );
  routes.post(
    sources.batchDelete,
    {
      preValidation: eventStrategy,
      schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } },
    },
    async (request) => deleteEventSourcesByIds(ctx, admin(request), request.body.ids),
  );
};

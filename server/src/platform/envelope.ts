import type { ApiFailure, ApiSuccess, FieldError } from '@workbench/contracts';
import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import { z } from 'zod';

export function success<T>(data: T, message = ''): ApiSuccess<T> {
  return { code: 1, message, data };
}

export function failure(errorCode: string, message: string, details?: FieldError[]): ApiFailure {
  return details && details.length > 0
    ? { code: 0, errorCode, message, data: null, details }
    : { code: 0, errorCode, message, data: null };
}

function isApiRoute(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

// Fastify's automatic HEAD twin of a GET route shares the GET route's schema object and reaches
// onRoute too; what is already enveloped must not be wrapped a second time.
const envelopedSchemas = new WeakSet<object>();
const envelopedHandlers = new WeakSet<object>();
// One envelope per answer schema, whichever app or route asks: the serialiser compiled for it
// (answer-serializer.ts) is then compiled once per process, not once per app.
const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/** Whether an answer schema is a success envelope made here: it writes `code`, `message` and `data` only. */
export function isEnvelopeSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && envelopedSchemas.has(schema);
}

function envelopeOf(schema: z.ZodType): z.ZodType {
  let enveloped = envelopes.get(schema);
  if (!enveloped) {
    enveloped = z.object({ code: z.literal(1), message: z.string(), data: schema });
    envelopedSchemas.add(enveloped);
    envelopes.set(schema, enveloped);
  }
  return enveloped;
}

/** The answer schemas of 2xx statuses, wrapped so that the envelope itself is what is checked. */
function wrapResponseSchemas(route: RouteOptions): void {
  const response = route.schema?.response;
  if (!response || typeof response !== 'object') return;
  const schemas = response as Record<string, unknown>;
  for (const [status, schema] of Object.entries(schemas)) {
    if (/^2/.test(status) && isZodSchema(schema) && !envelopedSchemas.has(schema)) schemas[status] = envelopeOf(schema);
  }
}

/**
 * Every /api route answers in the envelope of docs/api.md §1: handlers just return their data (or
 * nothing) and may set `reply.successMessage`. A handler that sends the reply itself (file bytes,
 * a hub handshake) or a route with `config: { envelope: false }` is left alone.
 * Must be installed before any route is registered.
 */
export function installEnvelope(app: FastifyInstance): void {
  app.decorateReply('successMessage', '');
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url) || route.config?.envelope === false) return;
    wrapResponseSchemas(route);
    const handler = route.handler as RouteHandlerMethod;
    if (envelopedHandlers.has(handler)) return;
    const enveloped: RouteHandlerMethod = async function enveloped(request, reply) {
      const data: unknown = await handler.call(this, request, reply);
      if (reply.sent || data === reply) return reply;
      return success(data ?? null, reply.successMessage);
    };
    envelopedHandlers.add(enveloped);
    route.handler = enveloped;
  });
}

import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { tooManyRequests } from './errors';
import { sharedCountWithLocalFallback } from './rate-limit-store';

type PreParsingHooks = NonNullable<RouteOptions['preParsing']>;
type PreParsingHook = Extract<PreParsingHooks, readonly unknown[]>[number];

function isApiRoute(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * The signed-in user's bucket, else the client address's (request.ip honours TRUST_PROXY; IPv6
 * addresses count per /64, as one client usually holds a whole one). The user comes from the auth
 * hook, which has verified the token by now: a forged token is refused before it can choose a bucket.
 */
function bucketOf(request: FastifyRequest): string {
  const auth = request.authContext;
  return auth ? `user:${auth.userId}` : `address:${normalizeIP(request.ip)}`;
}

/** The limiter joins a route's own preParsing hooks without changing an array another route shares. */
function withLimiter(hooks: RouteOptions['preParsing'], limiter: PreParsingHook): PreParsingHooks {
  if (!hooks) return [limiter];
  if (!Array.isArray(hooks)) return [hooks as PreParsingHook, limiter];
  // Fastify's HEAD twin of a GET route is built from the same options and reaches onRoute too.
  return hooks.includes(limiter) ? hooks : [...hooks, limiter];
}

/**
 * A general limit on /api calls, beside the sign-in throttle: RATE_LIMIT_MAX calls per
 * RATE_LIMIT_WINDOW_SECONDS per user (else per address). With REDIS_URL the counters live in Redis,
 * so the limit holds for the installation and not per instance; while Redis is away each instance
 * counts on its own, without waiting for Redis (rate-limit-store.ts), and the shared count takes
 * over again when Redis answers. A refused call answers 429 in the envelope, with Retry-After
 * and the RateLimit-* headers of the IETF draft (which every limited answer carries too).
 *
 * It runs at preParsing: after the auth hook (onRequest) and before a body is read, so a refused
 * call costs no parsing. Static files, pages, /healthz and /readyz are not /api routes and are not
 * counted. Must be installed after the auth hook and before any route is registered.
 */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  const { max, windowSeconds } = app.config.rateLimit;
  await app.register(rateLimit, {
    // The routes to limit are chosen below; the plugin's own choice would be every route.
    global: false,
    max,
    timeWindow: windowSeconds * 1000,
    keyGenerator: bucketOf,
    enableDraftSpec: true,
    ...(app.redis
      ? {
          store: sharedCountWithLocalFallback({
            redis: app.redis,
            nameSpace: `${app.config.redisPrefix}:rate-limit:`,
            log: app.log,
          }),
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests('errors.rateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  // Without options the limiter counts in the plugin's one store: one bucket per caller for all routes.
  // The plugin types it as a preHandler; it reads only (request, reply), so it serves at preParsing too.
  const limiter = app.rateLimit() as unknown as PreParsingHook;
  app.addHook('onRoute', (route) => {
    if (isApiRoute(route.url)) route.preParsing = withLimiter(route.preParsing, limiter);
  });
}

import { type CoreLanguage, resolveLanguage } from '@workbench/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { unauthorized } from '../errors';
import type { AuthContext } from './auth-context';

type OnRequestHooks = NonNullable<RouteOptions['onRequest']>;

function isApiRoute(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** The guards given to routes, so that a route that already has one (a HEAD twin) gets no second. */
const guards = new WeakSet<object>();

/** The guard joins a route's own onRequest hooks without changing an array another route shares. */
function withGuard(hooks: RouteOptions['onRequest'], guard: onRequestAsyncHookHandler): OnRequestHooks {
  if (!hooks) return [guard];
  const list = Array.isArray(hooks) ? hooks : [hooks];
  // Fastify's HEAD twin of a GET route is built from the same options and reaches onRoute too.
  return list.some((hook) => guards.has(hook)) ? list : [...list, guard];
}

/** Browsers send the same few Accept-Language headers over and over; each is parsed once. */
const MAX_REMEMBERED_HEADERS = 256;
const languages = new Map<string, CoreLanguage>();

function languageOf(header: string | undefined): CoreLanguage {
  if (header === undefined) return resolveLanguage(header);
  let language = languages.get(header);
  if (language === undefined) {
    language = resolveLanguage(header);
    if (languages.size >= MAX_REMEMBERED_HEADERS) languages.clear();
    languages.set(header, language);
  }
  return language;
}

/**
 * Sets `request.language` on every request and, on every /api route that is not public,
 * establishes `request.auth` from the Bearer access token through `app.authenticator`. Only /api
 * routes carry the guard, as an onRequest hook of their own (after the app-wide ones): pages,
 * static files, health and 404s pay nothing for it. Must be installed before any route is registered.
 */
export function installAuthentication(app: FastifyInstance): void {
  // A missing port is a wiring mistake in app.ts: refuse to start rather than answer 500 per call.
  if (!app.hasDecorator('authenticator')) throw new Error('installAuthentication needs app.authenticator');
  app.decorateRequest('language', 'zh-Hans');
  app.decorateRequest('authContext', null);
  app.decorateRequest('auth', {
    getter(this: FastifyRequest): AuthContext {
      // Where no check ran (a public route), acting as nobody must fail loudly rather than quietly.
      if (!this.authContext) throw unauthorized();
      return this.authContext;
    },
  });

  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOf(request.headers['accept-language']);
    done();
  });
  /**
   * The guard of one /api route. Whether the route is public is read at its first call, not when it
   * is added: a plugin may still mark its routes public in an onRoute hook of its own, which runs
   * after this app-wide one (the API reference page does).
   */
  const guardOf = (route: RouteOptions): onRequestAsyncHookHandler => {
    let guarded: boolean | undefined;
    const guard: onRequestAsyncHookHandler = async (request) => {
      guarded ??= route.config?.public !== true;
      if (!guarded) return;
      const token = app.authenticator.bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      request.authContext = await app.authenticator.authenticate(token);
    };
    guards.add(guard);
    return guard;
  };
  app.addHook('onRoute', (route) => {
    if (isApiRoute(route.url)) route.onRequest = withGuard(route.onRequest, guardOf(route));
  });
}

import { resolveLanguage } from '@workbench/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import type { AuthContext } from './auth-context';

/** Only matched /api routes are guarded; pages, static files, health and 404s are not. */
function needsAuthentication(request: FastifyRequest): boolean {
  if (request.is404) return false;
  const url = request.routeOptions.url ?? '';
  if (!(url === '/api' || url.startsWith('/api/'))) return false;
  return request.routeOptions.config.public !== true;
}

/**
 * Sets `request.language` on every request and, on every /api route that is not public,
 * establishes `request.auth` from the Bearer access token through `app.authenticator`.
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

  app.addHook('onRequest', async (request) => {
    request.language = resolveLanguage(request.headers['accept-language']);
    if (!needsAuthentication(request)) return;
    const token = app.authenticator.bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    request.authContext = await app.authenticator.authenticate(token);
  });
}

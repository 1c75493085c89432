import type { FastifyInstance } from 'fastify';
import { identityAuthenticator } from '../modules/identity/identity-authenticator';
import { rolesGrantReader } from '../modules/roles/roles-grant-reader';

/**
 * The platform's ports, implemented by the modules: `app.authenticator` (identity) for the auth
 * hook and the hubs, `app.grants` (roles) for the permission guard and the hubs. Wired after the
 * event bus (identity announces ended sessions on it) and before the auth hook, which needs them.
 */
export function wirePlatformPorts(app: FastifyInstance): void {
  app.decorate('authenticator', identityAuthenticator(app), ['db', 'signingKeys', 'events']);
  app.decorate('grants', rolesGrantReader(app.db), ['db']);
}

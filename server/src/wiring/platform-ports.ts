import type { FastifyInstance } from 'fastify';
import { dropStaleAccessOnChange } from '../modules/access/access.cache-events';
import { accessGrantReader } from '../modules/access/access-grant-reader';
import { identityAuthenticator } from '../modules/identity/identity-authenticator';
import { createJobScheduler } from '../modules/jobs/job-scheduler';

/**
 * The platform's ports, implemented by the modules: `app.authenticator` (identity) for the auth
 * hook and the hubs, `app.grants` (access) for the permission guard, the hubs and the routes that
 * need the caller's grants, `app.scheduler` (jobs) for the modules' timed work. Wired after the event bus (identity announces ended sessions on it,
 * and the access module's caches drop on its events) and before the auth hook, which needs them.
 */
export function wirePlatformPorts(app: FastifyInstance): void {
  app.decorate('authenticator', identityAuthenticator(app), ['db', 'signingKeys', 'events']);
  app.decorate('grants', accessGrantReader(app.db), ['db']);
  app.decorate('scheduler', createJobScheduler(app), ['db', 'events', 'config', 'installationKey']);
  dropStaleAccessOnChange(app);
}

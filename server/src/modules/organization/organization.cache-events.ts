import type { FastifyInstance } from 'fastify';
import { invalidateOn } from '../../db/read-cache';
import { organizationCaches } from './organization.service';

/**
 * The cached profiles (read on every sign-in and page load) drop what this app's database holds
 * when accounts change (a name, the administrator flags, the warehouses of an account, a
 * deletion), on whichever instance they changed.
 */
export function dropStaleProfilesOnChange(app: FastifyInstance): void {
  const stop = invalidateOn(app.events, app.db, ['accounts.changed'], organizationCaches);
  app.addHook('onClose', async () => stop());
}

import type { FastifyInstance } from 'fastify';
import { invalidateOn } from '../../../db/read-cache';
import { applicationCaches } from './applications.repository';

/**
 * The cached applications and sub-systems (the first screen's lists and the side menu's checks)
 * drop what this app's database holds when the catalogue changes, on whichever instance it changed.
 */
export function dropStaleApplicationsOnChange(app: FastifyInstance): void {
  const stop = invalidateOn(app.events, app.db, ['catalogue.changed'], applicationCaches);
  app.addHook('onClose', async () => stop());
}

import type { FastifyInstance } from 'fastify';
import { invalidateOn } from '../../../db/read-cache';
import { menuCaches } from './menus.repository';

/**
 * The cached menu trees (read by every side-menu load) drop what this app's database holds when
 * the catalogue changes, on whichever instance it changed.
 */
export function dropStaleMenusOnChange(app: FastifyInstance): void {
  const stop = invalidateOn(app.events, app.db, ['catalogue.changed'], menuCaches);
  app.addHook('onClose', async () => stop());
}

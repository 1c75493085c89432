import type { FastifyInstance } from 'fastify';
import { invalidateOn } from '../../db/read-cache';
import { grantableCaches } from './grantable-ids';
import { roleGrantCaches } from './grants.repository';

/**
 * The cached grants of role sets (read by every permission-checked call) drop what this app's
 * database holds when the catalogue changes, on whichever instance it changed. Which roles a user
 * holds and the administrator flag are cached by the users module (users.cache-events.ts).
 */
export function dropStaleGrantsOnChange(app: FastifyInstance): void {
  const stop = invalidateOn(app.events, app.db, ['catalogue.changed'], [...roleGrantCaches, ...grantableCaches]);
  app.addHook('onClose', async () => stop());
}

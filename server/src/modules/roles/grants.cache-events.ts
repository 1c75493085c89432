import type { FastifyInstance } from 'fastify';
import { invalidateOn } from '../../db/read-cache';
import { grantCaches } from './grants.repository';

/**
 * The cached grants (read by every permission-checked call) drop what this app's database holds
 * when the catalogue changes, on whichever instance it changed. Account edits that change roles
 * or the administrator flag announce the catalogue changed too (users.service.ts).
 */
export function dropStaleGrantsOnChange(app: FastifyInstance): void {
  const stop = invalidateOn(app.events, app.db, ['catalogue.changed'], grantCaches);
  app.addHook('onClose', async () => stop());
}

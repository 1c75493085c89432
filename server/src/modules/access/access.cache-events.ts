import type { FastifyInstance } from 'fastify';
import { invalidateOn } from '../../db/read-cache';
import { accountCaches } from './accounts.service';
import { grantableCaches } from './grantable-ids';
import { roleGrantCaches } from './grants.repository';

/**
 * The access module's read caches drop what the change-event spine says changed, on every
 * instance. The accounts and role memberships (every guarded call reads them, for the session's
 * account and the caller's grants) drop on `accounts.changed` (account writes), `session.ended`
 * and `catalogue.changed` (an account's roles, a role's members); the grants of role sets and
 * what an administrator is granted drop when the catalogue changes (roles, their grants,
 * applications, menus, data permissions).
 */
export function dropStaleAccessOnChange(app: FastifyInstance): void {
  const stops = [
    invalidateOn(app.events, app.db, ['accounts.changed', 'session.ended', 'catalogue.changed'], accountCaches),
    invalidateOn(app.events, app.db, ['catalogue.changed'], [...roleGrantCaches, ...grantableCaches]),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}

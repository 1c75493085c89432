import type { FastifyInstance } from 'fastify';
import { invalidateOn } from '../../db/read-cache';
import { accountCaches } from './accounts.service';

/**
 * The cached accounts and role memberships (every guarded call reads them, for the session's
 * account and the caller's grants) drop what the spine says changed, on every instance: account
 * writes publish `accounts.changed`, ended sessions `session.ended`, and membership changes (an
 * account's roles, a role's members) `catalogue.changed`.
 */
export function dropStaleAccountsOnChange(app: FastifyInstance): void {
  const stop = invalidateOn(
    app.events,
    app.db,
    ['accounts.changed', 'session.ended', 'catalogue.changed'],
    accountCaches,
  );
  app.addHook('onClose', async () => stop());
}

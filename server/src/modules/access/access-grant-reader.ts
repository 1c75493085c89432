import type { Db } from '../../db/client';
import type { GrantReader } from '../../platform/auth/grant-reader';
import { isUuid } from '../../platform/ids';
import { listRoleIdsOfUser } from './accounts.service';
import { loadUserGrants } from './grants.service';

/** The access module's implementation of the platform's GrantReader port; wiring/platform-ports.ts plugs it in. */
export function accessGrantReader(db: Db): GrantReader {
  return {
    grantsOf: (userId) => loadUserGrants(db, userId),
    // A malformed id would make PostgreSQL reject the uuid comparison; it names nobody.
    roleIdsOf: async (userId) => (isUuid(userId) ? listRoleIdsOfUser(db, userId) : []),
  };
}

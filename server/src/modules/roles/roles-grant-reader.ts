import type { Db } from '../../db/client';
import type { GrantReader } from '../../platform/auth/grant-reader';
import { isUuid } from '../../platform/ids';
import { listRoleIdsOfUser } from '../users/accounts.service';
import { loadUserGrants } from './grants.service';

/** Roles' implementation of the platform's GrantReader port; app.ts wires it in. */
export function rolesGrantReader(db: Db): GrantReader {
  return {
    grantsOf: (userId) => loadUserGrants(db, userId),
    // A malformed id would make PostgreSQL reject the uuid comparison; it names nobody.
    roleIdsOf: async (userId) => (isUuid(userId) ? listRoleIdsOfUser(db, userId) : []),
  };
}

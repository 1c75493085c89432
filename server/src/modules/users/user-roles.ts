import type { DbOrTx } from '../../db/client';
import { listRolesOfAccounts } from '../access/account-records.service';
import { listAllRoleNames } from '../access/role-definitions.service';

export interface UserRoleRow {
  userId: string;
  roleId: string;
  roleName: string;
}

/**
 * The roles of the given users, by role name (then id): both from the access module. Read one after the other, as inside a transaction they share one
 * connection.
 */
export async function listRolesOfUsers(db: DbOrTx, userIds: readonly string[]): Promise<UserRoleRow[]> {
  const memberships = await listRolesOfAccounts(db, userIds);
  if (memberships.length === 0) return [];
  const holders = new Map<string, string[]>();
  for (const { userId, roleId } of memberships) holders.set(roleId, [...(holders.get(roleId) ?? []), userId]);
  const roles = await listAllRoleNames(db);
  return roles.flatMap((role) =>
    (holders.get(role.id) ?? []).map((userId) => ({ userId, roleId: role.id, roleName: role.name })),
  );
}

import type { DbOrTx } from '../../db/client';
import { listRoleNames } from '../roles/roles.service';
import { listRoleIdsOfUsers } from './users.repository';

export interface UserRoleRow {
  userId: string;
  roleId: string;
  roleName: string;
}

/**
 * The roles of the given users, by role name (then id): the memberships are this module's, the
 * names the roles module's. Read one after the other, as inside a transaction they share one
 * connection.
 */
export async function listRolesOfUsers(db: DbOrTx, userIds: readonly string[]): Promise<UserRoleRow[]> {
  const memberships = await listRoleIdsOfUsers(db, userIds);
  if (memberships.length === 0) return [];
  const holders = new Map<string, string[]>();
  for (const { userId, roleId } of memberships) holders.set(roleId, [...(holders.get(roleId) ?? []), userId]);
  const roles = await listRoleNames(db);
  return roles.flatMap((role) =>
    (holders.get(role.id) ?? []).map((userId) => ({ userId, roleId: role.id, roleName: role.name })),
  );
}

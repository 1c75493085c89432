import type { DbOrTx } from '../../db/client';
import { type GrantRow, listRoleGrantRows } from './grants.repository';
import { selectLiveMemberCounts } from './memberships.repository';
import {
  deleteRoles,
  findExistingRoleIds,
  findRole,
  findRoleIdByName,
  insertRole,
  listGrantRowsOfAllRoles,
  listPermissionCodesOfRoles,
  listRoleNames,
  lockRoleNames,
  lockRoles,
  pageRoles,
  type RoleGrantLists,
  type RoleGrantRow,
  type RoleListRow,
  type RolePageQuery,
  type RoleRow,
  replaceRoleGrants,
  updateRole,
} from './roles.repository';

/*
 * The roles that exist, what each grants and who holds it: the access module owns the role tables
 * because every permission check reads them. Role administration (the roles module) changes them
 * through these functions, inside its own transaction (`DbOrTx`); notifications and exports read
 * role names and ids here.
 */

export type { GrantRow, RoleGrantLists, RoleGrantRow, RoleListRow, RolePageQuery, RoleRow };

/** One page of roles with their application counts and live member counts. */
export async function pageRolesWithCounts(
  db: DbOrTx,
  query: RolePageQuery,
): Promise<{ rows: RoleListRow[]; total: number }> {
  const memberCounts = new Map((await selectLiveMemberCounts(db)).map((row) => [row.roleId, row.total]));
  return pageRoles(db, query, memberCounts);
}

/** The permission codes each of the roles grants, as (role, code) pairs. */
export function listPermissionCodesByRole(
  db: DbOrTx,
  roleIds: readonly string[],
): Promise<{ roleId: string; permissionCode: string }[]> {
  return listPermissionCodesOfRoles(db, roleIds);
}

/** The role of that id, or undefined; the id must be a UUID. */
export function findRoleById(db: DbOrTx, id: string): Promise<RoleRow | undefined> {
  return findRole(db, id);
}

/** Row-locks the roles until the transaction ends; `edit` takes the weaker lock (roles.repository.ts says why). */
export function lockRolesFor(db: DbOrTx, ids: readonly string[], purpose: 'edit' | 'delete'): Promise<RoleRow[]> {
  return lockRoles(db, ids, purpose);
}

/** Serialises role name changes until the transaction ends: names are unique ignoring case. */
export function lockRoleNamesUntilCommit(db: DbOrTx): Promise<void> {
  return lockRoleNames(db);
}

/** The id of another role whose name equals this one ignoring case, if any. */
export function findRoleNamed(db: DbOrTx, name: string, exceptId?: string): Promise<string | undefined> {
  return findRoleIdByName(db, name, exceptId);
}

/** Stores a new role (without grants) and answers its row. */
export function createRoleRecord(db: DbOrTx, values: { name: string; description: string }): Promise<RoleRow> {
  return insertRole(db, values);
}

export function updateRoleDetails(
  db: DbOrTx,
  id: string,
  values: { name: string; description: string },
): Promise<void> {
  return updateRole(db, id, values);
}

/** Deletes the roles with their grants and memberships; answers how many there were. */
export function deleteRoleRecords(db: DbOrTx, ids: readonly string[]): Promise<number> {
  return deleteRoles(db, ids);
}

/** Makes the role grant exactly these lists (each already free of repeats). */
export function setRoleGrants(db: DbOrTx, roleId: string, grants: RoleGrantLists): Promise<void> {
  return replaceRoleGrants(db, roleId, grants);
}

/** What the given roles grant together, straight from the database. */
export function listGrantsOfRoles(db: DbOrTx, roleIds: readonly string[]): Promise<GrantRow[]> {
  return listRoleGrantRows(db, roleIds);
}

/** Which of the ids name an existing role; the ids must be UUIDs (filter with isUuid). */
export function findKnownRoleIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  return findExistingRoleIds(db, ids);
}

/** Every role's id and name, by name (then id). */
export function listAllRoleNames(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  return listRoleNames(db);
}

/** What every role grants, labelled by role, in one round trip. */
export function listGrantsOfEveryRole(db: DbOrTx): Promise<RoleGrantRow[]> {
  return listGrantRowsOfAllRoles(db);
}

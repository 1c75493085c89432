import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { applications, dataPermissions } from '../applications/applications.table';
import { users } from '../identity/identity.table';
import { menus } from '../menus/menus.table';
import { roleApplications, roleDataPermissions, roleMenus, rolePermissions, roles, userRoles } from './roles.table';

export type RoleRow = typeof roles.$inferSelect;

/** The four grant lists of one role. */
export interface RoleGrantLists {
  permissionCodes: string[];
  applicationIds: string[];
  menuIds: string[];
  dataPermissionIds: string[];
}

export interface RoleMemberRow {
  id: string;
  userName: string;
  name: string;
}

export type RoleSortColumn = 'name' | 'memberCount' | 'creationTime';

export interface RolePageQuery {
  filter?: string | undefined;
  sortColumn: RoleSortColumn;
  descending: boolean;
  limit: number;
  offset: number;
}

export interface RoleListRow extends RoleRow {
  memberCount: number;
  applicationCount: number;
}

export async function pageRoles(db: DbOrTx, query: RolePageQuery): Promise<{ rows: RoleListRow[]; total: number }> {
  const where = query.filter
    ? or(ilike(roles.name, likePattern(query.filter)), ilike(roles.description, likePattern(query.filter)))
    : undefined;
  // Counted in joined sub-queries: in a correlated sub-query written as SQL text Drizzle would leave
  // the columns unqualified. Soft-deleted accounts keep their user_roles rows but are nobody's member.
  const members = db
    .select({ roleId: userRoles.roleId, total: sql<number>`count(*)::int`.as('member_total') })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(isNull(users.deletedAt))
    .groupBy(userRoles.roleId)
    .as('members');
  const granted = db
    .select({ roleId: roleApplications.roleId, total: sql<number>`count(*)::int`.as('application_total') })
    .from(roleApplications)
    .groupBy(roleApplications.roleId)
    .as('granted');
  const memberCount = sql<number>`coalesce(${members.total}, 0)`;
  const direction = query.descending ? desc : asc;
  const byName = sql`lower(${roles.name})`;
  const order: SQL[] =
    query.sortColumn === 'memberCount'
      ? [direction(memberCount), asc(byName)]
      : query.sortColumn === 'creationTime'
        ? [direction(roles.createdAt)]
        : [direction(byName)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: roles.id,
        name: roles.name,
        description: roles.description,
        createdAt: roles.createdAt,
        memberCount,
        applicationCount: sql<number>`coalesce(${granted.total}, 0)`,
      })
      .from(roles)
      .leftJoin(members, eq(members.roleId, roles.id))
      .leftJoin(granted, eq(granted.roleId, roles.id))
      .where(where)
      .orderBy(...order, asc(roles.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function listPermissionCodesOfRoles(
  db: DbOrTx,
  roleIds: readonly string[],
): Promise<{ roleId: string; permissionCode: string }[]> {
  if (roleIds.length === 0) return [];
  return db
    .select({ roleId: rolePermissions.roleId, permissionCode: rolePermissions.permissionCode })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, [...roleIds]));
}

export async function findRole(db: DbOrTx, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}

/** The roles with these ids, row-locked until the transaction ends (edits and deletes of them wait). */
export async function lockRoles(db: DbOrTx, ids: readonly string[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(roles)
    .where(inArray(roles.id, [...ids]))
    .for('update');
}

/**
 * Serialises role name changes until the transaction ends. The unique index compares names
 * exactly, but names are unique ignoring case; without this two creations of "Packer" and
 * "packer" could both pass the check.
 */
export async function lockRoleNames(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('roles.name'))`);
}

/** A role of the same name ignoring case, other than `exceptId`. */
export async function findRoleIdByName(db: DbOrTx, name: string, exceptId?: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return row?.id;
}

export async function insertRole(db: DbOrTx, values: { name: string; description: string }): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  if (!row) throw new Error('the role was not stored');
  return row;
}

export async function updateRole(db: DbOrTx, id: string, values: { name: string; description: string }): Promise<void> {
  await db.update(roles).set(values).where(eq(roles.id, id));
}

/** Deletes the roles; their grants and memberships go with them (foreign keys cascade). */
export async function deleteRoles(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(roles)
    .where(inArray(roles.id, [...ids]))
    .returning({ id: roles.id });
  return deleted.length;
}

/** Members of the roles among live accounts, by user name. */
export async function listMembersOfRoles(
  db: DbOrTx,
  roleIds: readonly string[],
): Promise<(RoleMemberRow & { roleId: string })[]> {
  if (roleIds.length === 0) return [];
  return db
    .select({ roleId: userRoles.roleId, id: users.id, userName: users.userName, name: users.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.roleId, [...roleIds]), isNull(users.deletedAt)))
    .orderBy(asc(sql`lower(${users.userName})`), asc(users.id));
}

/** Replaces what the role grants with the given lists (each already free of repeats). */
export async function replaceRoleGrants(db: DbOrTx, roleId: string, grants: RoleGrantLists): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  await db.delete(roleApplications).where(eq(roleApplications.roleId, roleId));
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await db.delete(roleDataPermissions).where(eq(roleDataPermissions.roleId, roleId));
  if (grants.permissionCodes.length > 0) {
    await db
      .insert(rolePermissions)
      .values(grants.permissionCodes.map((permissionCode) => ({ roleId, permissionCode })));
  }
  if (grants.applicationIds.length > 0) {
    await db.insert(roleApplications).values(grants.applicationIds.map((applicationId) => ({ roleId, applicationId })));
  }
  if (grants.menuIds.length > 0) {
    await db.insert(roleMenus).values(grants.menuIds.map((menuId) => ({ roleId, menuId })));
  }
  if (grants.dataPermissionIds.length > 0) {
    await db
      .insert(roleDataPermissions)
      .values(grants.dataPermissionIds.map((dataPermissionId) => ({ roleId, dataPermissionId })));
  }
}

/** Makes exactly these users the role's members. */
export async function replaceRoleMembers(db: DbOrTx, roleId: string, userIds: readonly string[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.roleId, roleId));
  if (userIds.length > 0) await db.insert(userRoles).values(userIds.map((userId) => ({ userId, roleId })));
}

/* Existence checks of the ids a role names; callers pass only well-formed UUIDs. */

export async function listExistingApplicationIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.id, [...ids]));
  return rows.map((row) => row.id);
}

export interface MenuScopeRow {
  id: string;
  applicationId: string;
  menuType: 'Service' | 'Module' | 'Page';
}

export async function listMenuScopes(db: DbOrTx, ids: readonly string[]): Promise<MenuScopeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: menus.id, applicationId: menus.applicationId, menuType: menus.menuType })
    .from(menus)
    .where(inArray(menus.id, [...ids]));
}

export async function listExistingDataPermissionIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: dataPermissions.id })
    .from(dataPermissions)
    .where(inArray(dataPermissions.id, [...ids]));
  return rows.map((row) => row.id);
}

/** The ids among these that name live (not deleted) accounts. */
export async function listLiveUserIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

/** Which of the given ids name a role (ids must be UUIDs; the caller filters with isUuid). */
export async function findExistingRoleIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { readTogether } from '../../db/read-together';
import { roleApplications, roleDataPermissions, roleMenus, rolePermissions, roles } from './roles.table';

export type RoleRow = typeof roles.$inferSelect;

/** The four grant lists of one role. */
export interface RoleGrantLists {
  permissionCodes: string[];
  applicationIds: string[];
  menuIds: string[];
  dataPermissionIds: string[];
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

/**
 * One page of roles with their member and application counts. The member counts are counted apart
 * (memberships.repository.ts); sorted by them, every matching role is read (in name
 * order) and the page is cut here: roles are few, and the order is the one SQL would give.
 */
export async function pageRoles(
  db: DbOrTx,
  query: RolePageQuery,
  memberCounts: ReadonlyMap<string, number>,
): Promise<{ rows: RoleListRow[]; total: number }> {
  const where = query.filter
    ? or(ilike(roles.name, likePattern(query.filter)), ilike(roles.description, likePattern(query.filter)))
    : undefined;
  // Counted in a joined sub-query: in a correlated sub-query written as SQL text Drizzle would
  // leave the columns unqualified.
  const granted = db
    .select({ roleId: roleApplications.roleId, total: sql<number>`count(*)::int`.as('application_total') })
    .from(roleApplications)
    .groupBy(roleApplications.roleId)
    .as('granted');
  const direction = query.descending ? desc : asc;
  const byName = sql`lower(${roles.name})`;
  const select = () =>
    db
      .select({
        id: roles.id,
        name: roles.name,
        description: roles.description,
        createdAt: roles.createdAt,
        applicationCount: sql<number>`coalesce(${granted.total}, 0)`,
      })
      .from(roles)
      .leftJoin(granted, eq(granted.roleId, roles.id))
      .where(where);
  const withMembers = (rows: Omit<RoleListRow, 'memberCount'>[]): RoleListRow[] =>
    rows.map((row) => ({ ...row, memberCount: memberCounts.get(row.id) ?? 0 }));
  if (query.sortColumn === 'memberCount') {
    const all = withMembers(await select().orderBy(asc(byName), asc(roles.id)));
    const sign = query.descending ? -1 : 1;
    // Array sort is stable: equal counts keep the name order.
    all.sort((left, right) => sign * (left.memberCount - right.memberCount));
    return { rows: all.slice(query.offset, query.offset + query.limit), total: all.length };
  }
  const order: SQL[] = query.sortColumn === 'creationTime' ? [direction(roles.createdAt)] : [direction(byName)];
  const [rows, totals] = await readTogether(db, [
    () =>
      select()
        .orderBy(...order, asc(roles.id))
        .limit(query.limit)
        .offset(query.offset),
    () => db.select({ total: count() }).from(roles).where(where),
  ]);
  return { rows: withMembers(rows), total: totals[0]?.total ?? 0 };
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

/**
 * The roles with these ids, row-locked until the transaction ends (edits and deletes of them wait).
 * An edit takes the weaker `no key update` lock: it keeps other edits and deletes of the role out
 * but not an account edit that gives someone the role (its foreign key check takes a key share
 * lock), which an edit changing the role's members may have to wait for without a deadlock.
 */
export async function lockRoles(
  db: DbOrTx,
  ids: readonly string[],
  purpose: 'edit' | 'delete' = 'delete',
): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(roles)
    .where(inArray(roles.id, [...ids]))
    .for(purpose === 'edit' ? 'no key update' : 'update');
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

/** Which of the given ids name a role (ids must be UUIDs; the caller filters with isUuid). */
export async function findExistingRoleIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Every role's id and name, by name (then id). */
export function listRoleNames(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name), asc(roles.id));
}

export type RoleGrantKind = 'permission' | 'application' | 'menu' | 'dataPermission';

export interface RoleGrantRow {
  roleId: string;
  kind: RoleGrantKind;
  value: string;
}

const grantKind = (k: RoleGrantKind) => sql<RoleGrantKind>`${k}::text`.as('kind');
const asText = (column: unknown) => sql<string>`${column}::text`.as('value');

/**
 * What every role grants, labelled by role, in one round trip: the options list tells a
 * non-administrator which roles they may hand out, and asking role by role would be a query each.
 */
export function listGrantRowsOfAllRoles(db: DbOrTx): Promise<RoleGrantRow[]> {
  return unionAll(
    db
      .select({
        roleId: rolePermissions.roleId,
        kind: grantKind('permission'),
        value: asText(rolePermissions.permissionCode),
      })
      .from(rolePermissions),
    db
      .select({
        roleId: roleApplications.roleId,
        kind: grantKind('application'),
        value: asText(roleApplications.applicationId),
      })
      .from(roleApplications),
    db.select({ roleId: roleMenus.roleId, kind: grantKind('menu'), value: asText(roleMenus.menuId) }).from(roleMenus),
    db
      .select({
        roleId: roleDataPermissions.roleId,
        kind: grantKind('dataPermission'),
        value: asText(roleDataPermissions.dataPermissionId),
      })
      .from(roleDataPermissions),
  );
}

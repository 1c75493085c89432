import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import { applications, dataPermissions } from '../applications/applications.table';
import { users } from '../identity/identity.table';
import { menus } from '../menus/menus.table';
import { roleApplications, roleDataPermissions, roleMenus, rolePermissions, userRoles } from './roles.table';

/**
 * What a grant row is about: the account's administrator flag ('admin', value 'true'/'false',
 * absent for an unknown account), a permission code, an application, a menu or a data permission.
 */
export type GrantKind = 'admin' | 'permission' | 'application' | 'menu' | 'dataPermission';

export interface GrantRow {
  kind: GrantKind;
  value: string;
}

// Read on every permission-checked call; dropped when the catalogue changes (grants.cache-events.ts).
const userGrantCache = new ReadCache<GrantRow[]>();
const allGrantableCache = new ReadCache<GrantRow[]>();
export const grantCaches = [userGrantCache, allGrantableCache] as const;

const kind = (k: GrantKind) => sql<GrantKind>`${k}::text`.as('kind');
const text = (column: unknown) => sql<string>`${column}::text`.as('value');

/**
 * The account's administrator flag and everything its roles grant, in ONE round trip: this runs
 * on every permission-checked call, so the flag and the four grant tables are read with a single
 * UNION ALL instead of five queries.
 */
export function listUserGrantRows(db: DbOrTx, userId: string): Promise<GrantRow[]> {
  return userGrantCache.read(db, userId, () => selectUserGrantRows(db, userId));
}

async function selectUserGrantRows(db: DbOrTx, userId: string): Promise<GrantRow[]> {
  const roleIds = db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return unionAll(
    db
      .select({ kind: kind('admin'), value: sql<string>`(${users.isAdmin} or ${users.isSysAdmin})::text`.as('value') })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt))),
    db
      .select({ kind: kind('permission'), value: text(rolePermissions.permissionCode) })
      .from(rolePermissions)
      .where(inArray(rolePermissions.roleId, roleIds)),
    db
      .select({ kind: kind('application'), value: text(roleApplications.applicationId) })
      .from(roleApplications)
      .where(inArray(roleApplications.roleId, roleIds)),
    db
      .select({ kind: kind('menu'), value: text(roleMenus.menuId) })
      .from(roleMenus)
      .where(inArray(roleMenus.roleId, roleIds)),
    db
      .select({ kind: kind('dataPermission'), value: text(roleDataPermissions.dataPermissionId) })
      .from(roleDataPermissions)
      .where(inArray(roleDataPermissions.roleId, roleIds)),
  );
}

/** Every application, menu and data permission id: what an administrator is granted. */
export function listAllGrantableIds(db: DbOrTx): Promise<GrantRow[]> {
  return allGrantableCache.read(db, 'all', () => selectAllGrantableIds(db));
}

async function selectAllGrantableIds(db: DbOrTx): Promise<GrantRow[]> {
  return unionAll(
    db.select({ kind: kind('application'), value: text(applications.id) }).from(applications),
    db.select({ kind: kind('menu'), value: text(menus.id) }).from(menus),
    db.select({ kind: kind('dataPermission'), value: text(dataPermissions.id) }).from(dataPermissions),
  );
}

/** What the given roles grant together (no administrator flag row): for "may the caller hand these out?". */
export async function listRoleGrantRows(db: DbOrTx, roleIds: readonly string[]): Promise<GrantRow[]> {
  if (roleIds.length === 0) return [];
  const ids = [...roleIds];
  return unionAll(
    db
      .select({ kind: kind('permission'), value: text(rolePermissions.permissionCode) })
      .from(rolePermissions)
      .where(inArray(rolePermissions.roleId, ids)),
    db
      .select({ kind: kind('application'), value: text(roleApplications.applicationId) })
      .from(roleApplications)
      .where(inArray(roleApplications.roleId, ids)),
    db
      .select({ kind: kind('menu'), value: text(roleMenus.menuId) })
      .from(roleMenus)
      .where(inArray(roleMenus.roleId, ids)),
    db
      .select({ kind: kind('dataPermission'), value: text(roleDataPermissions.dataPermissionId) })
      .from(roleDataPermissions)
      .where(inArray(roleDataPermissions.roleId, ids)),
  );
}

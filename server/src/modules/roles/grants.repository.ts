import { eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications, dataPermissions } from '../applications/applications.table';
import { users } from '../identity/identity.table';
import { menus } from '../menus/menus.table';
import { roleApplications, roleDataPermissions, roleMenus, rolePermissions, userRoles } from './roles.table';

/** What a grant row is about: permission code, application, menu or data permission. */
export type GrantKind = 'permission' | 'application' | 'menu' | 'dataPermission';

export interface GrantRow {
  kind: GrantKind;
  value: string;
}

export interface UserAdminFlags {
  isAdmin: boolean;
  isSysAdmin: boolean;
}

/** The account's administrator flags, or undefined when it does not exist (or was deleted). */
export async function findUserAdminFlags(db: Db, userId: string): Promise<UserAdminFlags | undefined> {
  const [row] = await db
    .select({ isAdmin: users.isAdmin, isSysAdmin: users.isSysAdmin })
    .from(users)
    .where(sql`${users.id} = ${userId} and ${users.deletedAt} is null`)
    .limit(1);
  return row;
}

/**
 * Everything the user's roles grant, in ONE round trip: this runs on every permission-checked
 * call, so the four grant tables are read with a single UNION ALL instead of four queries.
 */
export async function listRoleGrants(db: Db, userId: string): Promise<GrantRow[]> {
  const kind = (k: GrantKind) => sql<GrantKind>`${k}::text`.as('kind');
  const permissionRows = db
    .select({ kind: kind('permission'), value: sql<string>`${rolePermissions.permissionCode}`.as('value') })
    .from(rolePermissions)
    .innerJoin(userRoles, eq(userRoles.roleId, rolePermissions.roleId))
    .where(eq(userRoles.userId, userId));
  const applicationRows = db
    .select({ kind: kind('application'), value: sql<string>`${roleApplications.applicationId}::text`.as('value') })
    .from(roleApplications)
    .innerJoin(userRoles, eq(userRoles.roleId, roleApplications.roleId))
    .where(eq(userRoles.userId, userId));
  const menuRows = db
    .select({ kind: kind('menu'), value: sql<string>`${roleMenus.menuId}::text`.as('value') })
    .from(roleMenus)
    .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
    .where(eq(userRoles.userId, userId));
  const dataPermissionRows = db
    .select({
      kind: kind('dataPermission'),
      value: sql<string>`${roleDataPermissions.dataPermissionId}::text`.as('value'),
    })
    .from(roleDataPermissions)
    .innerJoin(userRoles, eq(userRoles.roleId, roleDataPermissions.roleId))
    .where(eq(userRoles.userId, userId));
  return unionAll(permissionRows, applicationRows, menuRows, dataPermissionRows);
}

/** Every application, menu and data permission id: what an administrator is granted. */
export async function listAllGrantableIds(db: Db): Promise<GrantRow[]> {
  const kind = (k: GrantKind) => sql<GrantKind>`${k}::text`.as('kind');
  return unionAll(
    db.select({ kind: kind('application'), value: sql<string>`${applications.id}::text`.as('value') }).from(applications),
    db.select({ kind: kind('menu'), value: sql<string>`${menus.id}::text`.as('value') }).from(menus),
    db
      .select({ kind: kind('dataPermission'), value: sql<string>`${dataPermissions.id}::text`.as('value') })
      .from(dataPermissions),
  );
}

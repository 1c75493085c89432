import { asc, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { warehouses } from '../organization/organization.table';
import { roleApplications, roleDataPermissions, roleMenus, rolePermissions, roles } from '../roles/roles.table';

export function listAllRoles(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name), asc(roles.id));
}

export function listAllWarehouses(db: DbOrTx): Promise<{ id: string; code: string; name: string }[]> {
  return db
    .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name })
    .from(warehouses)
    .orderBy(asc(warehouses.order), asc(warehouses.code));
}

export type RoleGrantKind = 'permission' | 'application' | 'menu' | 'dataPermission';

export interface RoleGrantRow {
  roleId: string;
  kind: RoleGrantKind;
  value: string;
}

const kind = (k: RoleGrantKind) => sql<RoleGrantKind>`${k}::text`.as('kind');
const text = (column: unknown) => sql<string>`${column}::text`.as('value');

/**
 * What every role grants, labelled by role, in one round trip: the options list tells a
 * non-administrator which roles they may hand out, and asking role by role would be a query each.
 */
export function listGrantRowsOfAllRoles(db: DbOrTx): Promise<RoleGrantRow[]> {
  return unionAll(
    db
      .select({ roleId: rolePermissions.roleId, kind: kind('permission'), value: text(rolePermissions.permissionCode) })
      .from(rolePermissions),
    db
      .select({
        roleId: roleApplications.roleId,
        kind: kind('application'),
        value: text(roleApplications.applicationId),
      })
      .from(roleApplications),
    db.select({ roleId: roleMenus.roleId, kind: kind('menu'), value: text(roleMenus.menuId) }).from(roleMenus),
    db
      .select({
        roleId: roleDataPermissions.roleId,
        kind: kind('dataPermission'),
        value: text(roleDataPermissions.dataPermissionId),
      })
      .from(roleDataPermissions),
  );
}

import { inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import { roleApplications, roleDataPermissions, roleMenus, rolePermissions } from './roles.table';

/** What a grant row is about: a permission code, an application, a menu or a data permission. */
export type GrantKind = 'permission' | 'application' | 'menu' | 'dataPermission';

export interface GrantRow {
  kind: GrantKind;
  value: string;
}

// Read on every permission-checked call; dropped when the catalogue changes (access.cache-events.ts).
const roleSetGrantCache = new ReadCache<GrantRow[]>();
export const roleGrantCaches = [roleSetGrantCache] as const;

const kind = (k: GrantKind) => sql<GrantKind>`${k}::text`.as('kind');
const text = (column: unknown) => sql<string>`${column}::text`.as('value');

/**
 * Everything a set of roles grants together, read through the cache: every permission-checked
 * call asks it for the caller's roles, and callers share few distinct sets of roles. `roleIds`
 * must not change afterwards (a read cache's arrays never do): its key is kept with the array.
 */
export function listRoleSetGrantRows(db: DbOrTx, roleIds: readonly string[]): Promise<GrantRow[]> {
  if (roleIds.length === 0) return Promise.resolve([]);
  const key = roleSetKeyOf(roleIds);
  return roleSetGrantCache.read(db, key, () => listRoleGrantRows(db, key.split(',')));
}

/**
 * The cache key of a set of roles: its ids, sorted, once each. The caller's role ids come from a
 * read cache, the same array on every call until they change, so each array is keyed once.
 */
const roleSetKeys = new WeakMap<readonly string[], string>();

function roleSetKeyOf(roleIds: readonly string[]): string {
  let key = roleSetKeys.get(roleIds);
  if (key === undefined) {
    key = [...new Set(roleIds)].sort().join(',');
    roleSetKeys.set(roleIds, key);
  }
  return key;
}

/** What the given roles grant together, straight from the database: for "may the caller hand these out?". */
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

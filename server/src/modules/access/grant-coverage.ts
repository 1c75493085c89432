import type { DbOrTx } from '../../db/client';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { forbidden } from '../../platform/errors';
import { listMenuScopes, type MenuScopeRow } from '../catalogue/menus/menus.service';
import { listRoleGrantRows } from './grants.repository';
import type { RoleGrantLists } from './roles.repository';

/** What someone wants to hand out: to a role directly, or to a user through roles. */
export interface WantedGrants {
  permissionCodes?: Iterable<string>;
  applicationIds?: Iterable<string>;
  menuIds?: Iterable<string>;
  dataPermissionIds?: Iterable<string>;
}

/**
 * What of `wanted` the caller does not hold, as "kind:value" items. Administrators hold
 * everything; everybody else may hand out only what their own roles give them (issue rule:
 * a user cannot grant a permission they do not hold).
 */
export function unheldGrants(caller: UserGrants, wanted: WantedGrants): string[] {
  if (caller.isAdmin) return [];
  const missing: string[] = [];
  const check = (label: string, values: Iterable<string> | undefined, held: ReadonlySet<string>) => {
    for (const value of values ?? []) if (!held.has(value)) missing.push(`${label}:${value}`);
  };
  check('permission', wanted.permissionCodes, caller.permissionCodes);
  check('application', wanted.applicationIds, caller.applicationIds);
  check('menu', wanted.menuIds, caller.menuIds);
  check('dataPermission', wanted.dataPermissionIds, caller.dataPermissionIds);
  return missing;
}

/** Throws 403 naming (up to five of) the grants the caller does not hold. */
export function assertCanGrant(caller: UserGrants, wanted: WantedGrants): void {
  const missing = unheldGrants(caller, wanted);
  if (missing.length === 0) return;
  const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` (+${missing.length - 5})` : '');
  throw forbidden('admin.cannotGrantUnheld', { items: shown });
}

/*
 * Menus: only Page grants have an effect (a Service or Module is shown around the granted pages
 * inside it), and a page is reachable only while its application is granted too. A role may still
 * name any existing menu, also one of an application it does not grant (it takes effect once the
 * application is granted, so grants can be prepared in either order) and containers (the portal's
 * tree may send them along). A container hands out nothing but a view of its application's
 * structure, so for the "only what you hold" rules it counts as its application.
 */
export function comparableGrants(
  grants: RoleGrantLists,
  menuScopes: ReadonlyMap<string, MenuScopeRow>,
): Required<WantedGrants> {
  const pages: string[] = [];
  const containerApplications: string[] = [];
  for (const id of grants.menuIds) {
    const scope = menuScopes.get(id);
    if (scope && scope.menuType !== 'Page') containerApplications.push(scope.applicationId);
    else pages.push(id);
  }
  return {
    permissionCodes: grants.permissionCodes,
    applicationIds: [...new Set([...grants.applicationIds, ...containerApplications])],
    menuIds: pages,
    dataPermissionIds: grants.dataPermissionIds,
  };
}

/**
 * Everything the given roles grant together, as the rules compare it (see comparableGrants): for
 * checking a role assignment with assertCanGrant, or an account's roles with unheldGrants.
 */
export async function grantsOfRoles(db: DbOrTx, roleIds: readonly string[]): Promise<Required<WantedGrants>> {
  const lists: RoleGrantLists = { permissionCodes: [], applicationIds: [], menuIds: [], dataPermissionIds: [] };
  for (const row of await listRoleGrantRows(db, roleIds)) {
    if (row.kind === 'permission') lists.permissionCodes.push(row.value);
    else if (row.kind === 'application') lists.applicationIds.push(row.value);
    else if (row.kind === 'menu') lists.menuIds.push(row.value);
    else if (row.kind === 'dataPermission') lists.dataPermissionIds.push(row.value);
  }
  const menuScopes = await listMenuScopes(db, lists.menuIds);
  return comparableGrants(lists, new Map(menuScopes.map((scope) => [scope.id, scope])));
}

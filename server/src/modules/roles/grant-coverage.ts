import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { listRoleGrantRows } from './grants.repository';
import type { UserGrants } from './grants.service';

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
  const check = (label: string, values: Iterable<string> | undefined, held: Set<string>) => {
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

/** Everything the given roles grant together, for checking a role assignment with assertCanGrant. */
export async function grantsOfRoles(db: DbOrTx, roleIds: readonly string[]): Promise<Required<WantedGrants>> {
  const wanted = {
    permissionCodes: [] as string[],
    applicationIds: [] as string[],
    menuIds: [] as string[],
    dataPermissionIds: [] as string[],
  };
  for (const row of await listRoleGrantRows(db, roleIds)) {
    if (row.kind === 'permission') wanted.permissionCodes.push(row.value);
    else if (row.kind === 'application') wanted.applicationIds.push(row.value);
    else if (row.kind === 'menu') wanted.menuIds.push(row.value);
    else if (row.kind === 'dataPermission') wanted.dataPermissionIds.push(row.value);
  }
  return wanted;
}

import { ALL_PERMISSION_CODES, parentPermission } from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../platform/ids';
import { findAccount, listRoleIdsOfUser } from '../users/accounts.service';
import { listAllGrantableIds } from './grantable-ids';
import { type GrantRow, listRoleSetGrantRows } from './grants.repository';

/** What a user may see and do: the union over their roles, or everything for administrators. */
export interface UserGrants {
  isAdmin: boolean;
  permissionCodes: Set<string>;
  applicationIds: Set<string>;
  menuIds: Set<string>;
  dataPermissionIds: Set<string>;
}

function emptyGrants(isAdmin: boolean): UserGrants {
  return {
    isAdmin,
    permissionCodes: new Set(),
    applicationIds: new Set(),
    menuIds: new Set(),
    dataPermissionIds: new Set(),
  };
}

function collect(grants: UserGrants, rows: readonly GrantRow[]): void {
  for (const row of rows) {
    if (row.kind === 'permission') addPermissionWithParents(grants.permissionCodes, row.value);
    else if (row.kind === 'application') grants.applicationIds.add(row.value);
    else if (row.kind === 'menu') grants.menuIds.add(row.value);
    else if (row.kind === 'dataPermission') grants.dataPermissionIds.add(row.value);
  }
}

/**
 * A granted code also grants its parents: the portal shows a menu group (e.g. Team Management)
 * only when its own code is present, so holding just ...TeamManagement.UserManage must show it.
 */
function addPermissionWithParents(codes: Set<string>, code: string): void {
  let current: string | undefined = code;
  while (current && !codes.has(current)) {
    codes.add(current);
    current = parentPermission(current);
  }
}

/**
 * Loads the user's grants. Administrators (is_admin or is_sys_admin) hold every permission code,
 * application, menu and data permission. An unknown or deleted user holds nothing.
 */
export async function loadUserGrants(db: DbOrTx, userId: string): Promise<UserGrants> {
  // A malformed id would make PostgreSQL reject the uuid comparison; it names nobody.
  if (!isUuid(userId)) return emptyGrants(false);
  // The account and its role ids come from the users module, the roles' grants from here; all
  // three reads are cached, as this runs on every permission-checked call.
  const [account, roleIds] = await Promise.all([findAccount(db, userId), listRoleIdsOfUser(db, userId)]);
  // No live account: it does not exist (or was deleted), and holds nothing.
  if (!account || account.deletedAt) return emptyGrants(false);
  const isAdmin = account.isAdmin || account.isSysAdmin;
  const grants = emptyGrants(isAdmin);
  if (isAdmin) {
    for (const code of ALL_PERMISSION_CODES) grants.permissionCodes.add(code);
    collect(grants, await listAllGrantableIds(db));
  } else {
    collect(grants, await listRoleSetGrantRows(db, roleIds));
  }
  return grants;
}

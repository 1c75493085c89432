import { ALL_PERMISSION_CODES, parentPermission } from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { DerivedCache } from '../../db/derived-cache';
import { readTogether } from '../../db/read-together';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { isUuid } from '../../platform/ids';
import { findAccount, listRoleIdsOfUser } from './accounts.service';
import { listAllGrantableIds } from './grantable-ids';
import { type GrantRow, listRoleSetGrantRows } from './grants.repository';

/** Grants while they are being collected. */
interface CollectedGrants {
  isAdmin: boolean;
  permissionCodes: Set<string>;
  applicationIds: Set<string>;
  menuIds: Set<string>;
  dataPermissionIds: Set<string>;
}

function emptyGrants(isAdmin: boolean): CollectedGrants {
  return {
    isAdmin,
    permissionCodes: new Set(),
    applicationIds: new Set(),
    menuIds: new Set(),
    dataPermissionIds: new Set(),
  };
}

function collect(grants: CollectedGrants, rows: readonly GrantRow[]): void {
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

/** Nobody's grants: an unknown or deleted user, or a malformed id. */
const NO_GRANTS: UserGrants = emptyGrants(false);

/** The grants of each user, built again only when one of the cached reads behind them changed. */
const grantsOfUsers = new DerivedCache<UserGrants>();

/**
 * Loads the user's grants. Administrators (is_admin or is_sys_admin) hold every permission code,
 * application, menu and data permission. An unknown or deleted user holds nothing.
 */
export async function loadUserGrants(db: DbOrTx, userId: string): Promise<UserGrants> {
  // A malformed id would make PostgreSQL reject the uuid comparison; it names nobody.
  if (!isUuid(userId)) return NO_GRANTS;
  // The account, its role ids and the roles' grants: all three reads are cached, as this runs on every permission-checked call.
  const [account, roleIds] = await readTogether(db, [
    () => findAccount(db, userId),
    () => listRoleIdsOfUser(db, userId),
  ]);
  // No live account: it does not exist (or was deleted), and holds nothing.
  if (!account || account.deletedAt) return NO_GRANTS;
  const isAdmin = account.isAdmin || account.isSysAdmin;
  const rows = isAdmin ? await listAllGrantableIds(db) : await listRoleSetGrantRows(db, roleIds);
  // The same account row and grant rows as last time give the same grants: the Sets are built
  // once per change (or read cache lifetime), not on every call.
  return grantsOfUsers.get(db, userId, [account, rows], () => {
    const grants = emptyGrants(isAdmin);
    if (isAdmin) for (const code of ALL_PERMISSION_CODES) grants.permissionCodes.add(code);
    collect(grants, rows);
    return grants;
  });
}

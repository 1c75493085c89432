import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { grantsOfRoles, unheldGrants } from '../roles/grant-coverage';
import type { UserGrants } from '../roles/grants.service';
import { listForMessage } from './user-rules';
import { listRoleIdsOfUsers, type UserRow } from './users.repository';

/**
 * Nobody changes an account that holds rights they do not hold themselves: editing, disabling,
 * deleting, resetting the password, registering the face and changing role memberships would
 * otherwise let a weaker manager demote a stronger account (or sign in as it). A caller who is not
 * an administrator may change only accounts that are no administrator's and whose roles grant
 * nothing beyond the caller's own grants; administrators may change anyone.
 *
 * The caller's transaction must hold the accounts' row locks (findLiveUsers with `lock`): an
 * account made stronger at the same moment is then either seen stronger here, or its change waits
 * for this one to end, and never slips in between this check and the write.
 */
export async function assertMayChangeAccounts(
  db: DbOrTx,
  caller: UserGrants,
  targets: readonly UserRow[],
): Promise<void> {
  if (caller.isAdmin || targets.length === 0) return;
  if (targets.some((target) => target.isAdmin || target.isSysAdmin)) {
    throw forbidden('userAdmin.onlyAdministratorsManageAdministrators');
  }
  const memberships = await listRoleIdsOfUsers(
    db,
    targets.map((target) => target.id),
  );
  // Accounts share few roles: each role is compared with the caller's grants once.
  const unheldOfRole = new Map<string, string[]>();
  for (const roleId of new Set(memberships.map((membership) => membership.roleId))) {
    unheldOfRole.set(roleId, unheldGrants(caller, await grantsOfRoles(db, [roleId])));
  }
  for (const target of targets) {
    const unheld = memberships
      .filter((membership) => membership.userId === target.id)
      .flatMap((membership) => unheldOfRole.get(membership.roleId) ?? []);
    if (unheld.length === 0) continue;
    throw forbidden('userAdmin.accountHoldsMore', {
      userName: target.userName,
      items: listForMessage([...new Set(unheld)]),
    });
  }
}

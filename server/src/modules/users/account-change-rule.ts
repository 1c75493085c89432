import type { DbOrTx } from '../../db/client';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { forbidden } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { findLiveAccounts, listRolesOfAccounts, type UserRow } from '../access/account-records.service';
import { grantsOfRoles, unheldGrants } from '../access/grant-coverage';
import { listForMessage } from './user-rules';

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
  const memberships = await listRolesOfAccounts(
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

/**
 * Before a role's members change: locks the live accounts among `userIds` (those joining and
 * leaving) until the caller's transaction ends, then refuses with 403 when the caller may not
 * change one of them, as for any other change of an account (assertMayChangeAccounts).
 * Administrators may change anyone, so nothing is locked for them.
 */
export async function assertMayChangeMembers(
  tx: DbOrTx,
  caller: UserGrants,
  userIds: readonly string[],
): Promise<void> {
  if (caller.isAdmin) return;
  const accounts = await findLiveAccounts(tx, userIds.filter(isUuid), true);
  await assertMayChangeAccounts(tx, caller, accounts);
}

import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { listLiveAccountsWithRoleIds } from '../access/accounts.service';
import { listAllRoleNames } from '../access/role-definitions.service';
import type { UserListEntry } from './user-list-sheet';

/**
 * Every user that is not deleted, with their role names (in name order), by user name: the
 * accounts and the role names come from the access module.
 */
export async function listUserListEntries(db: DbOrTx): Promise<UserListEntry[]> {
  const [accounts, roles] = await readTogether(db, [() => listLiveAccountsWithRoleIds(db), () => listAllRoleNames(db)]);
  const byId = new Map(roles.map((role, index) => [role.id, { index, name: role.name }]));
  return accounts.map(({ roleIds, ...account }) => ({
    ...account,
    roleNames: roleIds
      .flatMap((id) => byId.get(id) ?? [])
      .sort((left, right) => left.index - right.index)
      .map((role) => role.name),
  }));
}

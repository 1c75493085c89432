import type { Profile } from '@workbench/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth/auth-context';
import { sessionEnded } from '../../platform/errors';
import { getUserAccount } from '../users/accounts.service';
import { listAllWarehouses, listWarehousesOfUser } from './organization.repository';

/** The caller's profile with the warehouses they may work in; administrators may work in all. */
export async function getProfile(db: Db, caller: AuthContext): Promise<Profile> {
  const account = await getUserAccount(db, caller.userId);
  // The auth check has just seen the account; it can only be gone if deleted this instant.
  if (!account) throw sessionEnded('errors.accountDisabled');
  const warehouseDtos = account.isAdmin ? await listAllWarehouses(db) : await listWarehousesOfUser(db, account.id);
  return {
    name: account.name,
    userName: account.userName,
    userId: account.id,
    isAdmin: account.isAdmin,
    isSysAdmin: account.isSysAdmin,
    warehouseDtos,
  };
}

/** For the users module, which keeps an account's warehouses through these. */
export {
  findExistingWarehouseIds,
  listAllWarehouses,
  listWarehousesOfUsers,
  replaceUserWarehouses,
} from './organization.repository';

import type { Profile } from '@workbench/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import type { AuthContext } from '../../platform/auth/auth-context';
import { sessionEnded } from '../../platform/errors';
import { sharedAnswer } from '../../platform/shared-answers';
import { getUserAccount } from '../access/accounts.service';
import {
  listAllWarehouses,
  listWarehousesOfUser,
  replaceUserWarehouses as replaceWarehousesOfUser,
  findExistingWarehouseIds as selectExistingWarehouseIds,
  listWarehousesOfUsers as selectWarehousesOfUsers,
  type WarehouseRow,
} from './organization.repository';

/**
 * Profiles by user id. The portal asks for the caller's profile on every sign-in and page load,
 * and two uncached queries each made it the slowest call of the first screen under load. An
 * account's name, flags and warehouses change only with an account write, which publishes
 * `accounts.changed` (organization.cache-events.ts); warehouses themselves are only written by
 * the demo seed, and the cache's lifetime bounds anything else.
 */
const profileCache = new ReadCache<Profile>();
export const organizationCaches = [profileCache] as const;

async function loadProfile(db: Db, userId: string): Promise<Profile> {
  const account = await getUserAccount(db, userId);
  // The auth check has just seen the account; it can only be gone if deleted this instant.
  if (!account) throw sessionEnded('errors.accountDisabled');
  const warehouseDtos = account.isAdmin ? await listAllWarehouses(db) : await listWarehousesOfUser(db, account.id);
  // Answered to every profile call of the user until it is read again: its JSON is written once.
  return sharedAnswer({
    name: account.name,
    userName: account.userName,
    userId: account.id,
    isAdmin: account.isAdmin,
    isSysAdmin: account.isSysAdmin,
    warehouseDtos,
  });
}

/** The caller's profile with the warehouses they may work in; administrators may work in all. Shared (frozen). */
export function getProfile(db: Db, caller: AuthContext): Promise<Profile> {
  return profileCache.read(db, caller.userId, () => loadProfile(db, caller.userId));
}

/* For user administration, which keeps an account's warehouses through these. */

/** Every warehouse, in the warehouses' own order: what an account may be given. */
export function listEveryWarehouse(db: DbOrTx): Promise<WarehouseRow[]> {
  return listAllWarehouses(db);
}

/** The (user, warehouse) pairs of the given users, in the warehouses' own order. */
export function listWarehousesOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<{ userId: string; warehouseId: string }[]> {
  return selectWarehousesOfUsers(db, userIds);
}

/** Makes the user work in exactly these warehouses (known and distinct). */
export function replaceUserWarehouses(db: DbOrTx, userId: string, warehouseIds: readonly string[]): Promise<void> {
  return replaceWarehousesOfUser(db, userId, warehouseIds);
}

/** Which of the given ids name an existing warehouse. */
export function findExistingWarehouseIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  return selectExistingWarehouseIds(db, ids);
}

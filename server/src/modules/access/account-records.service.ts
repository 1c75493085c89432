import type { DbOrTx } from '../../db/client';
import {
  findLiveUsers,
  findNameOrCardHolders,
  insertUser,
  listRoleIdsOfUsers,
  listUsersWithFace,
  type NewUserValues,
  replaceUserRoles,
  softDeleteUsers,
  type UserChanges,
  type UserRow,
  updatePasswordHash,
  updateUser,
  violatedUserRule,
} from './users.repository';
import { pageUsers, type UserPageQuery } from './users-page.repository';

/*
 * Accounts as user administration reads and writes them (never with their password hash): the
 * access module owns the tables, the users module holds the rules of who may change what. Every
 * write takes the caller's transaction; the caller records the change log and the events.
 */

export type { NewUserValues, UserChanges, UserPageQuery, UserRow };

/** Live accounts by id; with `lock`, row-locked until the transaction ends (in id order, so batches cannot deadlock). */
export function findLiveAccounts(db: DbOrTx, ids: readonly string[], lock = false): Promise<UserRow[]> {
  return findLiveUsers(db, ids, lock);
}

/** One page of live accounts for the user list, with the total that match. */
export function pageLiveAccounts(db: DbOrTx, query: UserPageQuery): Promise<{ rows: UserRow[]; total: number }> {
  return pageUsers(db, query);
}

/** Whether another live account already has this user name (ignoring case) or the card of this keyed hash. */
export function findIdentifierHolders(
  db: DbOrTx,
  userName: string,
  cardHash: string | null,
  exceptId?: string,
): Promise<{ userName: boolean; cardNo: boolean }> {
  return findNameOrCardHolders(db, userName, cardHash, exceptId);
}

/** Which unique rule of accounts a failed write broke ('userName' or 'cardNo'), if that is why it failed. */
export function brokenIdentifierRule(error: unknown): 'userName' | 'cardNo' | undefined {
  return violatedUserRule(error);
}

/** Stores a new account and answers its id. */
export function createAccount(db: DbOrTx, values: NewUserValues): Promise<string> {
  return insertUser(db, values);
}

/** Changes an account's fields; `endSessions` also makes every session of it fail. */
export function changeAccount(db: DbOrTx, id: string, changes: UserChanges): Promise<void> {
  return updateUser(db, id, changes);
}

/** Gives the account a new password hash; its sessions end. */
export function resetAccountPassword(db: DbOrTx, id: string, passwordHash: string, now: Date): Promise<void> {
  return updatePasswordHash(db, id, passwordHash, now);
}

/** Soft-deletes the accounts: their names and cards become free and their sessions fail. */
export function deleteAccounts(db: DbOrTx, ids: readonly string[], now: Date): Promise<void> {
  return softDeleteUsers(db, ids, now);
}

/** Makes the account hold exactly these roles (known and distinct). */
export function setRolesOfAccount(db: DbOrTx, userId: string, roleIds: readonly string[]): Promise<void> {
  return replaceUserRoles(db, userId, roleIds);
}

/** The (account, role) memberships of the given accounts. */
export function listRolesOfAccounts(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<{ userId: string; roleId: string }[]> {
  return listRoleIdsOfUsers(db, userIds);
}

/** Which of the given accounts have a face picture registered. */
export function listAccountsWithFace(db: DbOrTx, userIds: readonly string[]): Promise<string[]> {
  return listUsersWithFace(db, userIds);
}

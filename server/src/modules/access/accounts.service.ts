import type { DbOrTx } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import {
  type AccountRow,
  findAccountById,
  findLiveUserByCardHash,
  findLiveUserByName,
  insertAccountIfNameFree,
  listLiveAccountIds,
  lockAccount,
  updateAccountPassword,
} from './accounts.repository';
import { CardNumbers } from './card-numbers';
import {
  type AccountListRow,
  changeMembersOfRole,
  type RoleMemberRow,
  selectLiveAccountsWithRoleIds,
  selectLiveMemberIdsOfRoles,
  selectLiveMembersOfRoles,
  selectRoleIdsOfUser,
} from './memberships.repository';
import { hashPassword } from './passwords';

/*
 * What the modules above need of the accounts and their role memberships to sign in, keep a
 * session and address people: the access module owns the `users`, `user_roles` and `user_faces`
 * tables, and identity, organization, notifications, exports and the administration modules ask
 * here instead of reading them. Writes take the caller's transaction (`DbOrTx`). What user
 * administration alone needs (pages, records, changes) is in account-records.service.ts.
 */

export type { AccountListRow, AccountRow, CardNumbers, RoleMemberRow };

/** The installation's card-number hasher: sign-in finds a badge's holder and keys its throttle with it. */
export function cardNumbersOf(installationKey: Buffer): CardNumbers {
  return CardNumbers.fromInstallationKey(installationKey);
}

/**
 * Accounts by id and role ids by user id, read on every guarded call (the session's account, the
 * caller's grants). They drop their entries on `accounts.changed`, `session.ended` and
 * `catalogue.changed` (access.cache-events.ts): every write to an account publishes
 * `accounts.changed`, and every change of role membership (an account edit, a role's members)
 * publishes `catalogue.changed`.
 */
const accountCache = new ReadCache<AccountRow | undefined>();
const roleIdsCache = new ReadCache<string[]>();
export const accountCaches = [accountCache, roleIdsCache] as const;

/** The account (deleted ones too) behind a user id, read through the cache; the id must be a UUID. */
export function findAccount(db: DbOrTx, userId: string): Promise<AccountRow | undefined> {
  return accountCache.read(db, userId, () => findAccountById(db, userId));
}

/** The account behind a user id straight from the database: for checking a password. */
export function findAccountUncached(db: DbOrTx, userId: string): Promise<AccountRow | undefined> {
  return findAccountById(db, userId);
}

/** The ids of the roles the user belongs to, read through the cache; the id must be a UUID. */
export function listRoleIdsOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  return roleIdsCache.read(db, userId, () => selectRoleIdsOfUser(db, userId));
}

/** The live account of that name (compared without regard to case), straight from the database. */
export function findLiveAccountByName(db: DbOrTx, userName: string): Promise<AccountRow | undefined> {
  return findLiveUserByName(db, userName);
}

/** The live account whose card has this keyed hash (CardNumbers.hash), straight from the database. */
export function findLiveAccountByCardHash(db: DbOrTx, cardHash: string): Promise<AccountRow | undefined> {
  return findLiveUserByCardHash(db, cardHash);
}

/** Serializes sign-ins and password changes of one account inside the caller's transaction. */
export function lockAccountForUpdate(tx: DbOrTx, userId: string): Promise<void> {
  return lockAccount(tx, userId);
}

/**
 * Sets a new password hash and bumps the security stamp; returns the new stamp. The caller
 * records `accounts.changed` for the account in the same transaction.
 */
export function setAccountPassword(tx: DbOrTx, userId: string, passwordHash: string, now: Date): Promise<number> {
  return updateAccountPassword(tx, userId, passwordHash, now);
}

export interface UserAccount {
  id: string;
  userName: string;
  name: string;
  isAdmin: boolean;
  isSysAdmin: boolean;
  mesAccessLevel: string | null;
}

/** The account behind a user id, or undefined when there is none. */
export async function getUserAccount(db: DbOrTx, userId: string): Promise<UserAccount | undefined> {
  const user = await findAccountById(db, userId);
  if (!user) return undefined;
  const { id, userName, name, isAdmin, isSysAdmin, mesAccessLevel } = user;
  return { id, userName, name, isAdmin, isSysAdmin, mesAccessLevel };
}

export interface NewAccount {
  userName: string;
  name: string;
  password: string;
  isAdmin?: boolean;
  isSysAdmin?: boolean;
}

/** Creates the account unless a live one of that name exists; true when it was created. */
export async function createAccountIfAbsent(db: DbOrTx, account: NewAccount): Promise<boolean> {
  return insertAccountIfNameFree(db, {
    userName: account.userName,
    name: account.name,
    passwordHash: await hashPassword(account.password),
    isAdmin: account.isAdmin ?? false,
    isSysAdmin: account.isSysAdmin ?? false,
  });
}

/** The ids among these that name live (not deleted) accounts; the ids must be UUIDs. */
export function listLiveUserIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  return listLiveAccountIds(db, ids);
}

/** Members of the roles among live accounts, by user name. */
export function listLiveMembersOfRoles(db: DbOrTx, roleIds: readonly string[]): Promise<RoleMemberRow[]> {
  return selectLiveMembersOfRoles(db, roleIds);
}

/** The live accounts that hold any of the roles, each once. */
export function listLiveMemberIdsOfRoles(db: DbOrTx, roleIds: readonly string[]): Promise<string[]> {
  return selectLiveMemberIdsOfRoles(db, roleIds);
}

/**
 * Adds and removes members of the role inside the caller's transaction, leaving every other
 * membership as it is; the caller records `catalogue.changed`, which drops the cached role ids.
 */
export function changeRoleMembers(
  tx: DbOrTx,
  roleId: string,
  change: { joining: readonly string[]; leaving: readonly string[] },
): Promise<void> {
  return changeMembersOfRole(tx, roleId, change.joining, change.leaving);
}

/** Every live account with the ids of its roles, by user name: for the user list sheet. */
export function listLiveAccountsWithRoleIds(db: DbOrTx): Promise<AccountListRow[]> {
  return selectLiveAccountsWithRoleIds(db);
}

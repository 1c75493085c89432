import type { DbOrTx } from '../../db/client';
import { hashPassword } from './passwords';
import { findUserById, insertUserIfNameFree } from './users.repository';

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
  const user = await findUserById(db, userId);
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
  return insertUserIfNameFree(db, {
    userName: account.userName,
    name: account.name,
    passwordHash: await hashPassword(account.password),
    isAdmin: account.isAdmin ?? false,
    isSysAdmin: account.isSysAdmin ?? false,
  });
}

import type { Db } from '../db/client';
import { createAccountIfAbsent, findLiveAccountByName } from '../modules/access/accounts.service';

export const ADMIN_USER_NAME = 'admin';

/**
 * Gives a new database its `admin` account (administrator and system administrator) with the
 * configured first password. An existing admin is left alone: its password may have been changed.
 * Safe when several instances start together: the unique name index lets only one insert win.
 */
export async function bootstrapAdmin(db: Db, adminPassword: string): Promise<boolean> {
  if (await findLiveAccountByName(db, ADMIN_USER_NAME)) return false;
  return createAccountIfAbsent(db, {
    userName: ADMIN_USER_NAME,
    name: '系统管理员',
    password: adminPassword,
    isAdmin: true,
    isSysAdmin: true,
  });
}

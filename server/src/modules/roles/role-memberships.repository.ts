import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userRoles } from './roles.table';

/** The ids of the roles a user belongs to. */
export async function listRoleIdsOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId);
}

import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userRoles, users } from './users.table';

/** The ids of the roles a user belongs to. */
export async function selectRoleIdsOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId);
}

export interface RoleMemberRow {
  roleId: string;
  id: string;
  userName: string;
  name: string;
}

/** Members of the roles among live accounts, by user name. */
export async function selectLiveMembersOfRoles(db: DbOrTx, roleIds: readonly string[]): Promise<RoleMemberRow[]> {
  if (roleIds.length === 0) return [];
  return db
    .select({ roleId: userRoles.roleId, id: users.id, userName: users.userName, name: users.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.roleId, [...roleIds]), isNull(users.deletedAt)))
    .orderBy(asc(sql`lower(${users.userName})`), asc(users.id));
}

/** The live accounts that hold any of the roles, each once. */
export async function selectLiveMemberIdsOfRoles(db: DbOrTx, roleIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.roleId, [...roleIds]), isNull(users.deletedAt)));
  return rows.map((row) => row.userId);
}

/**
 * How many live accounts hold each role (roles nobody holds are absent). Soft-deleted accounts
 * keep their user_roles rows but are nobody's member.
 */
export async function selectLiveMemberCounts(db: DbOrTx): Promise<{ roleId: string; total: number }[]> {
  return db
    .select({ roleId: userRoles.roleId, total: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(isNull(users.deletedAt))
    .groupBy(userRoles.roleId);
}

/**
 * Adds and removes these members of the role and touches no other membership, so that an account
 * given the role at the same moment by an account edit keeps it.
 */
export async function changeMembersOfRole(
  db: DbOrTx,
  roleId: string,
  joining: readonly string[],
  leaving: readonly string[],
): Promise<void> {
  if (leaving.length > 0) {
    await db.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, [...leaving])));
  }
  if (joining.length > 0) {
    await db
      .insert(userRoles)
      .values(joining.map((userId) => ({ userId, roleId })))
      .onConflictDoNothing();
  }
}

export interface AccountListRow {
  userName: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  enabled: boolean;
  isAdmin: boolean;
  createdAt: Date;
  roleIds: string[];
}

/** Every live account with the ids of its roles, by user name (then id). */
export async function selectLiveAccountsWithRoleIds(db: DbOrTx): Promise<AccountListRow[]> {
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      enabled: users.enabled,
      isAdmin: sql<boolean>`(${users.isAdmin} or ${users.isSysAdmin})`,
      createdAt: users.createdAt,
      roleId: userRoles.roleId,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(isNull(users.deletedAt))
    .orderBy(asc(sql`lower(${users.userName})`), asc(users.id));
  const byId = new Map<string, AccountListRow>();
  for (const row of rows) {
    const { id, roleId, ...account } = row;
    let entry = byId.get(id);
    if (!entry) {
      entry = { ...account, roleIds: [] };
      byId.set(id, entry);
    }
    if (roleId) entry.roleIds.push(roleId);
  }
  return [...byId.values()];
}

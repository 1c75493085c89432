import { and, asc, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uniqueViolationOf } from '../../db/sql-errors';
import { userFaces, userRoles, users } from './users.table';

// Everything of an account except its password hash, which never leaves the repositories.
const { passwordHash: _passwordHash, ...columns } = getTableColumns(users);
export const userColumns = columns;

export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;
export type NewUserValues = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'deletedAt' | 'securityStamp'>;
export type UserChanges = Partial<Omit<NewUserValues, 'passwordHash'>> & { endSessions?: boolean; updatedAt: Date };

/** Live users by id, locked for the rest of the transaction when `lock` (in id order, so two batches cannot deadlock). */
export async function findLiveUsers(db: DbOrTx, ids: readonly string[], lock = false): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select(userColumns)
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
  return lock ? query.for('update') : query;
}

/** Who else (live) already has this user name (ignoring case) or the card of this keyed hash. */
export async function findNameOrCardHolders(
  db: DbOrTx,
  userName: string,
  cardHash: string | null,
  exceptId?: string,
): Promise<{ userName: boolean; cardNo: boolean }> {
  const sameName = sql<boolean>`lower(${users.userName}) = lower(${userName})`;
  const sameCard =
    cardHash === null ? sql<boolean>`false` : sql<boolean>`coalesce(${users.cardHash} = ${cardHash}, false)`;
  const rows = await db
    .select({ sameName, sameCard })
    .from(users)
    .where(and(isNull(users.deletedAt), or(sameName, sameCard), exceptId ? ne(users.id, exceptId) : undefined));
  return { userName: rows.some((row) => row.sameName), cardNo: rows.some((row) => row.sameCard) };
}

/**
 * Which unique rule a failed write broke: 'userName' or 'cardNo', or undefined when the error is
 * something else. Two administrators can pass the check before either writes; the index decides.
 */
export function violatedUserRule(error: unknown): 'userName' | 'cardNo' | undefined {
  const violated = uniqueViolationOf(error);
  if (violated?.includes('users_card_hash_key')) return 'cardNo';
  if (violated?.includes('users_user_name_key')) return 'userName';
  return undefined;
}

export async function insertUser(db: DbOrTx, values: NewUserValues): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('the new user was not stored');
  return row.id;
}

/** Changes an account; `endSessions` also bumps its security stamp, so that every session of it fails. */
export async function updateUser(db: DbOrTx, id: string, changes: UserChanges): Promise<void> {
  const { endSessions, ...values } = changes;
  await db
    .update(users)
    .set(endSessions ? { ...values, securityStamp: sql`${users.securityStamp} + 1` } : values)
    .where(eq(users.id, id));
}

/** Sets a new password hash and bumps the security stamp: the old sessions end. */
export async function updatePasswordHash(db: DbOrTx, id: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, securityStamp: sql`${users.securityStamp} + 1`, updatedAt: now })
    .where(eq(users.id, id));
}

/** Soft delete: the row stays for the change log, the name and card become free, sessions fail. */
export async function softDeleteUsers(db: DbOrTx, ids: readonly string[], now: Date): Promise<void> {
  await db
    .update(users)
    .set({ deletedAt: now, updatedAt: now, securityStamp: sql`${users.securityStamp} + 1` })
    .where(inArray(users.id, [...ids]));
}

/** Replaces the user's roles with `roleIds` (known and distinct). */
export async function replaceUserRoles(db: DbOrTx, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** The roles (by id) the given users hold. */
export async function listRoleIdsOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<{ userId: string; roleId: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .where(inArray(userRoles.userId, [...userIds]));
}

/** Which of the given users have a face picture. */
export async function listUsersWithFace(db: DbOrTx, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: userFaces.userId })
    .from(userFaces)
    .where(inArray(userFaces.userId, [...userIds]));
  return rows.map((row) => row.userId);
}

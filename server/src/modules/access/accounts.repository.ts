import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './users.table';

/** An account with its password hash: read by identity (through accounts.service.ts) to sign in. */
export type AccountRow = typeof users.$inferSelect;

/** A user that is not deleted, by name, compared without regard to case (as the unique index). */
export async function findLiveUserByName(db: DbOrTx, userName: string): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

/** A user that is not deleted, by the keyed hash of their card number (card-numbers.ts). */
export async function findLiveUserByCardHash(db: DbOrTx, cardHash: string): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.cardHash, cardHash), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function findAccountById(db: DbOrTx, userId: string): Promise<AccountRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

/** Serializes sign-ins and password changes of one account inside a transaction. */
export async function lockAccount(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Sets a new password hash and bumps the security stamp; returns the new stamp. */
export async function updateAccountPassword(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(users)
    .set({ passwordHash, securityStamp: sql`${users.securityStamp} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ securityStamp: users.securityStamp });
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} vanished while changing its password`);
  return row.securityStamp;
}

export type NewAccountValues = typeof users.$inferInsert;

/** Inserts the user unless a live user of that name exists; true when inserted. */
export async function insertAccountIfNameFree(db: DbOrTx, user: NewAccountValues): Promise<boolean> {
  const rows = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return rows.length > 0;
}

/** The ids among these that name live (not deleted) accounts. */
export async function listLiveAccountIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

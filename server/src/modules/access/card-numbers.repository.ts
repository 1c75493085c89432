import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { StoredCard } from './card-numbers';
import { users } from './users.table';

/**
 * Serializes the conversion of plain card numbers between instances starting together: the
 * second waits for the first to commit, then finds nothing left to convert.
 */
export async function lockCardNumberUpgrade(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users:card-number-upgrade'))`);
}

/** Accounts (deleted ones too) that still hold a card number in clear. */
export async function selectPlainCardNumbers(tx: DbOrTx): Promise<{ id: string; cardNo: string }[]> {
  const rows = await tx
    .select({ id: users.id, cardNo: users.legacyCardNo })
    .from(users)
    .where(isNotNull(users.legacyCardNo))
    .for('update');
  return rows.flatMap((row) => (row.cardNo === null ? [] : [{ id: row.id, cardNo: row.cardNo }]));
}

/** Stores the card's hash and hint and forgets the number in clear. */
export async function replacePlainCardNumber(tx: DbOrTx, id: string, card: StoredCard | null): Promise<void> {
  await tx
    .update(users)
    .set({ cardHash: card?.cardHash ?? null, cardHint: card?.cardHint ?? null, legacyCardNo: null })
    .where(eq(users.id, id));
}

/** The live account whose card has this hash. */
export async function findLiveUserIdByCardHash(db: DbOrTx, cardHash: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.cardHash, cardHash), isNull(users.deletedAt)))
    .limit(1);
  return rows[0]?.id;
}

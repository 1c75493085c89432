import type { Db } from '../../db/client';
import { CardNumbers, normaliseCardNumber } from './card-numbers';
import { lockCardNumberUpgrade, replacePlainCardNumber, selectPlainCardNumbers } from './card-numbers.repository';

/**
 * Converts the card numbers an earlier version stored in clear (migration 0009 keeps them in
 * `card_no`, since SQL has no key to hash them with): each becomes its keyed hash and hint and the
 * clear number is emptied, all in one transaction. Instances starting together take turns on an
 * advisory lock, and a second run finds nothing left, so every start may call it. Deleted
 * accounts are converted too: nothing in clear stays behind. Returns how many were converted.
 */
export async function upgradePlainCardNumbers(db: Db, installationKey: Buffer): Promise<number> {
  const cards = CardNumbers.fromInstallationKey(installationKey);
  return db.transaction(async (tx) => {
    await lockCardNumberUpgrade(tx);
    const plain = await selectPlainCardNumbers(tx);
    for (const { id, cardNo } of plain) {
      // A number of blanks only was no badge; it is dropped rather than hashed.
      const stored = normaliseCardNumber(cardNo) === '' ? null : cards.stored(cardNo);
      await replacePlainCardNumber(tx, id, stored);
    }
    return plain.length;
  });
}

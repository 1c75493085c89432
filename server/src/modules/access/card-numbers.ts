import { maskCardHint } from '@workbench/contracts';
import { deriveSubKey, keyedHash } from '../../platform/secrets/sub-key';

/** The HKDF label of the card-number key: changing it makes every registered badge unknown. */
const CARD_NUMBER_KEY_LABEL = 'workbench/users/card-numbers/v1';

/** How many of the last characters the hint shows at most (never more than half of the number). */
const HINT_LENGTH = 4;

/** A card number as it is compared: without the spaces a reader or a copy-paste puts around it. */
export function normaliseCardNumber(cardNo: string): string {
  return cardNo.trim();
}

/**
 * The end of a card number that administrators see to tell badges apart: the last four
 * characters, but never more than half of the number, so a short number is not given away whole.
 */
export function cardHintOf(cardNo: string): string {
  const normalised = normaliseCardNumber(cardNo);
  const length = Math.min(HINT_LENGTH, Math.floor(normalised.length / 2));
  return length > 0 ? normalised.slice(-length) : '';
}

/** What is stored of a card: the keyed hash to find it by, and the hint to show. */
export interface StoredCard {
  cardHash: string;
  cardHint: string;
}

/**
 * Card numbers are badges: whoever knows one signs in as its holder. The database keeps only
 * HMAC-SHA256 of the number under a key derived from the installation key (which lives outside
 * the database), so a copy of the database hands out no badge and cannot test guesses offline.
 */
export class CardNumbers {
  readonly #key: Buffer;

  private constructor(key: Buffer) {
    this.#key = key;
  }

  static fromInstallationKey(installationKey: Buffer): CardNumbers {
    return new CardNumbers(deriveSubKey(installationKey, CARD_NUMBER_KEY_LABEL));
  }

  /** The keyed hash a card is stored and looked up by. */
  hash(cardNo: string): string {
    return keyedHash(this.#key, normaliseCardNumber(cardNo));
  }

  stored(cardNo: string): StoredCard {
    return { cardHash: this.hash(cardNo), cardHint: cardHintOf(cardNo) };
  }
}

/** The card as answers show it: "••••1873", or null when the account has none. */
export function maskedCard(row: { cardHash: string | null; cardHint: string | null }): string | null {
  return row.cardHash === null ? null : maskCardHint(row.cardHint ?? '');
}

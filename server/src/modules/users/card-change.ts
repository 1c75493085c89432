import { CARD_MASK } from '@workbench/contracts';
import { badRequest } from '../../platform/errors';
import { type CardNumbers, maskedCard, type StoredCard } from '../access/card-numbers';

/** What an edit does to the account's card: keep it, or store another (null removes it). */
export type CardChange = { kind: 'keep' } | { kind: 'set'; card: StoredCard | null };

/**
 * The card part of an edit (docs/api.md §5 `leadUser`). Answers carry only the masked card, so
 * an edit that sends it back (or sends no card at all) keeps the card; null or "" removes it;
 * anything else is a new number. Typing the registered number again changes nothing either.
 */
export function cardChangeOf(
  cards: CardNumbers,
  current: { cardHash: string | null; cardHint: string | null },
  requested: string | null | undefined,
): CardChange {
  if (requested === undefined) return { kind: 'keep' };
  if (requested === null) return current.cardHash === null ? { kind: 'keep' } : { kind: 'set', card: null };
  if (requested === maskedCard(current)) return { kind: 'keep' };
  // Another masked value is a copy of some answer, not a number a badge carries.
  if (requested.includes(CARD_MASK.charAt(0))) {
    throw badRequest('errors.validation', {}, [{ field: 'cardNo', messageKey: 'validation.cardNoMasked' }]);
  }
  const card = cards.stored(requested);
  return card.cardHash === current.cardHash ? { kind: 'keep' } : { kind: 'set', card };
}

/** The card a new account is given: none, or the number's hash and hint. */
export function newCardOf(cards: CardNumbers, cardNo: string | null): StoredCard | null {
  return cardNo === null ? null : cards.stored(cardNo);
}

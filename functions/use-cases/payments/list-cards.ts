import type { Currency } from '#shared/locale';
import { type SavedCardView, savedCardView } from '#shared/payments/saved-card';
import type { CardCheckOutcome } from '#shared/payments/saved-card-requests';
import type { CardCheck } from '../../lib/table/saved-cards';
import { ok, type Result } from '../result';
import type { CardPorts } from './card-deps';

export interface CardList {
  cards: SavedCardView[];
  /** How the card added on the provider's page fared, when the page asked. */
  check?: CardCheckOutcome;
}

const outcomeOf = (check: CardCheck): CardCheckOutcome =>
  check.state === 'registered' ? 'waiting' : check.cardId ? 'added' : 'already_added';

/**
 * The customer's saved cards, oldest first, as the cards page shows them (status from the expiry and
 * today, the credit limit in the customer's currency), and — for the page the provider sent the buyer
 * back to — how their verification fared (another customer's verification is not theirs to see).
 */
export const listCards = async (
  ports: Pick<CardPorts, 'listSavedCards' | 'getCardCheck' | 'clock'>,
  input: { sub: string; currency: Currency; checkId?: string },
): Promise<Result<CardList>> => {
  const today = ports.clock();
  const cards = (await ports.listSavedCards(input.sub))
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt))
    .map((card) => savedCardView(card, today, input.currency));
  const check = input.checkId ? await ports.getCardCheck(input.checkId) : undefined;
  return ok(check && check.sub === input.sub ? { cards, check: outcomeOf(check) } : { cards });
};

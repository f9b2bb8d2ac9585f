import { fail, ok, type Result } from '../result';
import type { CardPorts } from './card-deps';

const attempts = 3;

/**
 * The customer deletes one of their cards: the card, its reference (so it may be added again) and,
 * when it was the default, the default pointer, together. Another customer's card, or none, is
 * `card_not_found`; a delete that keeps losing to a concurrent change is `card_delete_failed`.
 */
export const deleteCard = async (
  ports: Pick<CardPorts, 'listSavedCards' | 'savedCardItems' | 'commit'>,
  input: { sub: string; cardId: string },
): Promise<Result<{ cardId: string }>> => {
  const items = ports.savedCardItems;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const card = (await ports.listSavedCards(input.sub)).find((saved) => saved.cardId === input.cardId);
    if (!card) return fail('card_not_found');
    const committed = await ports.commit([
      { item: items.deleteCard(input.sub, card.cardId), whenConditionFails: 'card_not_found' as const },
      { item: items.deleteReference(input.sub, card.reference) },
      card.isDefault
        ? { item: items.dropDefault(input.sub, card.cardId), whenConditionFails: 'moved' as const }
        : { item: items.notDefault(input.sub, card.cardId), whenConditionFails: 'moved' as const },
    ]);
    if (committed.ok) return ok({ cardId: card.cardId });
    if (committed.code === 'card_not_found') return fail('card_not_found');
  }
  return fail('card_delete_failed');
};

import { fail, ok, type Result } from '../result';
import type { CardPorts } from './card-deps';

const attempts = 3;

/**
 * The customer makes one of their cards the default. Exactly one card is default: ONE guarded
 * transaction moves the default pointer from the default read (none yet, or that card) to this card,
 * which must still exist; a concurrent change reads again. Another customer's card, or none, is
 * `card_not_found`; a switch that keeps losing to others is `card_edit_failed`.
 */
export const setDefaultCard = async (
  ports: Pick<CardPorts, 'listSavedCards' | 'savedCardItems' | 'commit'>,
  input: { sub: string; cardId: string },
): Promise<Result<{ cardId: string }>> => {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const cards = await ports.listSavedCards(input.sub);
    if (!cards.some((card) => card.cardId === input.cardId)) return fail('card_not_found');
    const current = cards.find((card) => card.isDefault)?.cardId;
    if (current === input.cardId) return ok({ cardId: input.cardId });
    const committed = await ports.commit([
      {
        item: ports.savedCardItems.cardExists(input.sub, input.cardId),
        whenConditionFails: 'card_not_found' as const,
      },
      {
        item: ports.savedCardItems.pointDefault(input.sub, input.cardId, current),
        whenConditionFails: 'moved' as const,
      },
    ]);
    if (committed.ok) return ok({ cardId: input.cardId });
    if (committed.code === 'card_not_found') return fail('card_not_found');
  }
  return fail('card_edit_failed');
};

import { describe, expect, it } from 'vitest';
import type { SavedCardView } from '#shared/payments/saved-card';
import { awaitsActivation } from './cards-api';

const card = (status: SavedCardView['status']): SavedCardView => ({
  cardId: 'c'.repeat(22),
  brand: 'VISA',
  last4: '1111',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
  status,
  creditLimit: { amount: 2_000_000, currency: 'PLN' },
});

describe('awaitsActivation (a new card is inactive for a few minutes; the page follows it)', () => {
  it('reads again while the returned verification waits or a card is inactive', () => {
    expect(awaitsActivation({ cards: [], check: 'waiting' })).toBe(true);
    expect(awaitsActivation({ cards: [card('inactive')], check: 'added' })).toBe(true);
  });

  it('stops once every card is active or expired', () => {
    expect(awaitsActivation({ cards: [card('active'), card('expired')], check: 'added' })).toBe(false);
    expect(awaitsActivation({ cards: [] })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cardCreditLimits, cardStatusOf, isChargeable, type SavedCard, savedCardView } from './saved-card';

const card = (fields: Partial<SavedCard> = {}): SavedCard => ({
  cardId: 'c'.repeat(22),
  reference: 'ref-1',
  brand: 'Visa',
  last4: '1111',
  expMonth: 11,
  expYear: 2026,
  isDefault: false,
  state: 'active',
  addedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('saved card status (spec section 4: active, inactive, expired)', () => {
  it.each([
    ['the last day of its expiry month', '2026-11-30T23:59:59.000Z', 'active'],
    ['the first day after its expiry month', '2026-12-01T00:00:00.000Z', 'expired'],
    ['a month before', '2026-10-15T12:00:00.000Z', 'active'],
    ['a year later', '2027-11-01T00:00:00.000Z', 'expired'],
  ])('an active card on %s is %s', (_, today, status) => {
    expect(cardStatusOf(card(), new Date(today))).toBe(status);
  });

  it('a new card stays inactive until its verification is refunded', () => {
    expect(cardStatusOf(card({ state: 'inactive' }), new Date('2026-05-01T00:00:00Z'))).toBe('inactive');
  });

  it('an expired card is expired even when it was never activated', () => {
    expect(cardStatusOf(card({ state: 'inactive', expYear: 2025 }), new Date('2026-05-01T00:00:00Z'))).toBe(
      'expired',
    );
  });

  it('only an active, unexpired card is charged off-session', () => {
    const may = new Date('2026-05-01T00:00:00Z');
    expect(isChargeable(card(), may)).toBe(true);
    expect(isChargeable(card({ state: 'inactive' }), may)).toBe(false);
    expect(isChargeable(card({ expYear: 2026, expMonth: 4 }), may)).toBe(false);
  });
});

describe('saved card view', () => {
  it('shows brand, last four, expiry, default flag and the credit limit in the currency, never the reference', () => {
    const view = savedCardView(card({ isDefault: true }), new Date('2026-05-01T00:00:00Z'), 'EUR');
    expect(view).toEqual({
      cardId: 'c'.repeat(22),
      brand: 'Visa',
      last4: '1111',
      expMonth: 11,
      expYear: 2026,
      isDefault: true,
      status: 'active',
      creditLimit: { amount: cardCreditLimits.EUR, currency: 'EUR' },
    });
    expect(JSON.stringify(view)).not.toContain('ref-1');
  });
});

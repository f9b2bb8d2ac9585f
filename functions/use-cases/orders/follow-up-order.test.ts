import { describe, expect, it } from 'vitest';
import { exchangeRateTables, rateTableFor } from '#shared/pricing/exchange-rates';
import { sampleOrder } from '../testing/fake-order-ports';
import { followUpOrder } from './follow-up-order';

// A renewal or a trial's next month is an order of its own day: its invoice converts VAT to złoty at
// that day's rate, not at the rate of the order that first bought the subscription.

const lines = [
  {
    productId: 'm365-business-standard',
    name: 'Microsoft 365',
    kind: 'm365-subscription' as const,
    quantity: 2,
    unitNet: 11_50,
  },
];

describe('followUpOrder', () => {
  it("records its own day's exchange rate, not the first order's, and keeps the first order's prices", () => {
    const first = sampleOrder({ currency: 'EUR', exchangeRate: { rate: 4.31, date: '2025-11-03' } });
    const now = new Date('2026-11-20T10:00:00.000Z');
    const table = rateTableFor(exchangeRateTables, '2026-11-20');
    const order = followUpOrder(first, { id: '01JFOLLOWUP000000000000000', now, lines });
    expect(order.exchangeRate).toEqual({ rate: table?.plnPerUnit.EUR, date: table?.date });
    expect(order.lines[0]).toMatchObject({ unitNet: 11_50, quantity: 2 });
    expect(order).toMatchObject({ currency: 'EUR', continues: first.id, createdAt: now.toISOString() });
  });

  it('records no rate for an order in złoty', () => {
    const order = followUpOrder(sampleOrder(), {
      id: '01JFOLLOWUP000000000000000',
      now: new Date('2026-11-20T10:00:00.000Z'),
      lines,
    });
    expect(order.exchangeRate).toBeNull();
  });
});

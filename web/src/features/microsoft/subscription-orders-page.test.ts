import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { byOrder } from './subscription-orders-page';

// The subscription orders page groups the subscriptions by the order that bought them, newest first.

const bought = (orderId: string, line: number, createdAt: string) =>
  ({
    id: `${orderId}-${line}`,
    orderId,
    orderNumber: `2026/${orderId.slice(0, 6)}`,
    createdAt,
  }) as SubscriptionView;

describe('subscription orders', () => {
  it('groups subscriptions by order, the newest order first, lines in order', () => {
    const older = 'A'.repeat(26);
    const newer = 'B'.repeat(26);
    const groups = byOrder([
      bought(older, 0, '2026-11-01T10:00:00.000Z'),
      bought(newer, 0, '2026-11-20T10:00:00.000Z'),
      bought(older, 1, '2026-11-01T10:00:00.000Z'),
    ]);
    expect(groups.map(({ orderId, subscriptions }) => [orderId, subscriptions.map(({ id }) => id)])).toEqual([
      [newer, [`${newer}-0`]],
      [older, [`${older}-0`, `${older}-1`]],
    ]);
    expect(groups.map(({ orderNumber }) => orderNumber)).toEqual(['2026/BBBBBB', '2026/AAAAAA']);
  });
});

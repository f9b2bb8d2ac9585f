import { describe, expect, it } from 'vitest';
import { fakeOrderPorts, sampleOrder } from '../testing/fake-order-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { enforcePaymentDeadlines } from './enforce-payment-deadlines';

const hoursFromNow = (hours: number) => new Date(fixedNow.getTime() + hours * 3_600_000).toISOString();
const stockTaken = [{ productId: 'laptop-1', units: 1 }];

describe('enforcePaymentDeadlines', () => {
  it('cancels an order past its deadline by the shop, giving its stock back, and reminds one within a day, once', async () => {
    const lapsed = sampleOrder({ id: 'lapsed', payBy: hoursFromNow(-1), stockTaken });
    const due = sampleOrder({ id: 'due', payBy: hoursFromNow(5) });
    const reminded = sampleOrder({
      id: 'reminded',
      payBy: hoursFromNow(5),
      paymentReminderSentAt: hoursFromNow(-2),
    });
    const later = sampleOrder({ id: 'later', payBy: hoursFromNow(48) });
    const none = sampleOrder({ id: 'none' });
    const { ports, commits } = fakeOrderPorts([lapsed, due, reminded, later, none]);
    expect(await enforcePaymentDeadlines(ports)).toEqual({ expired: ['lapsed'], reminded: ['due'] });
    const items = commits.flatMap(({ items }) => items.map(({ item }) => item));
    expect(items).toEqual([
      { moveOrder: ['lapsed', 'unpaid', 'cancelled', 'waiting', fixedNow.toISOString()] },
      { giveStockBack: ['laptop-1', 1] },
      { logMove: ['lapsed', 'cancel', 'shop'] },
      { paymentReminded: ['due', fixedNow.toISOString()] },
    ]);
    const events = commits.flatMap(({ events }) => events.map((event) => JSON.parse(event.detail)));
    expect(events.map(({ data }) => data)).toEqual([
      expect.objectContaining({ orderId: 'lapsed', from: 'unpaid', to: 'cancelled' }),
      expect.objectContaining({
        orderId: 'due',
        payBy: due.payBy,
        amount: 123_00,
        currency: 'PLN',
        guest: true,
      }),
    ]);
  });

  it('leaves an order that was paid or moved meanwhile as it is', async () => {
    const lapsed = sampleOrder({ id: 'lapsed', payBy: hoursFromNow(-1) });
    const due = sampleOrder({ id: 'due', payBy: hoursFromNow(5) });
    const { ports } = fakeOrderPorts([lapsed, due], ['order_changed', 'reminded_or_moved']);
    expect(await enforcePaymentDeadlines(ports)).toEqual({ expired: [], reminded: [] });
  });
});

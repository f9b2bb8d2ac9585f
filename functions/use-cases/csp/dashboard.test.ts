import { describe, expect, it } from 'vitest';
import type { Invoice } from '#shared/invoices/invoice';
import { sampleInvoice } from '#shared/invoices/sample-invoice';
import { sampleOrders } from '#shared/invoices/sample-orders';
import type { SavedCard } from '#shared/payments/saved-card';
import type { ListedSubscription } from '../../lib/table/microsoft-subscriptions';
import type { Order } from '../../lib/table/orders';
import { type DashboardPorts, dashboard } from './dashboard';

// Spec section 2: the dashboard's four event kinds made from what the shop stores (the subscriptions,
// the orders, the invoices and the saved cards as their tables answer them).

const now = new Date('2026-11-26T12:00:00.000Z');
const week = { from: '2026-11-23', to: '2026-11-29' };

const subscription = (fields: Partial<ListedSubscription>) =>
  ({
    id: 'S1',
    orderId: 'O0',
    name: 'Microsoft 365 Business Standard',
    state: 'active',
    quantity: 3,
    unitNet: 5_616,
    currency: 'PLN',
    createdAt: '2026-10-28T10:00:00.000Z',
    termEnd: '2026-11-28T10:00:00.000Z',
    autoRenew: true,
    ...fields,
  }) as ListedSubscription;

const order = (id: string, fields: Partial<Order>): Order => ({
  ...sampleOrders.consumerPln,
  id,
  owner: { kind: 'client', sub: 'sub-1' },
  status: 'unpaid',
  payment: 'waiting',
  createdAt: '2026-11-26T02:00:00.000Z',
  ...fields,
});

/** A deferred-payment invoice of 14 883.00 EUR with 10 000.00 paid: 4 883.00 EUR left to pay. */
const invoice = (guid: string, fields: Partial<Invoice>): Invoice => ({
  ...sampleInvoice,
  guid,
  payment: { ...sampleInvoice.payment, method: 4, dueDate: '2026-11-20' },
  ...fields,
});

const card = (cardId: string, fields: Partial<SavedCard>): SavedCard => ({
  cardId,
  reference: `ref-${cardId}`,
  brand: 'Visa',
  last4: '1111',
  expMonth: 3,
  expYear: 2026,
  isDefault: false,
  state: 'active',
  addedAt: '2025-01-01T00:00:00.000Z',
  ...fields,
});

const portsWith = ({
  subscriptions = [],
  orders = [],
  invoices = [],
  cards = [],
}: {
  subscriptions?: ListedSubscription[];
  orders?: Order[];
  invoices?: Invoice[];
  cards?: SavedCard[];
}): DashboardPorts => ({
  subscriptionsOf: async () => subscriptions,
  listClientOrders: async (_sub, filter) => ({
    orders: orders.filter((one) => !filter.status || one.status === filter.status),
  }),
  listClientInvoices: async (_sub, _cursor, _limit, wanted) => ({ invoices: invoices.filter(wanted) }),
  listSavedCards: async () => cards,
  clock: () => now,
});

const eventsOf = async (ports: DashboardPorts) => {
  const answer = await dashboard(ports, { sub: 'sub-1', query: week });
  if (!answer.ok) throw new Error(answer.code);
  return answer.value.events;
};

describe("the dashboard of a customer's stored data", () => {
  it('makes each of the four kinds', async () => {
    const events = await eventsOf(
      portsWith({
        subscriptions: [
          subscription({}),
          subscription({ id: 'S2', autoRenew: false, termEnd: '2026-11-29T10:00:00.000Z' }),
        ],
        orders: [order('R1', { continues: 'O0' })],
        invoices: [invoice('G1', {})],
        cards: [card('C1', { isDefault: true })],
      }),
    );
    expect(events.map(({ kind, date }) => [kind, date])).toEqual([
      ['CardExpired', '2026-11-26'],
      ['PaymentOverdue', '2026-11-26'],
      ['PaymentOverdue', '2026-11-26'],
      ['NextPayment', '2026-11-28'],
      ['LicensesRenewal', '2026-11-29'],
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({
        kind: 'PaymentOverdue',
        orderId: 'R1',
        gross: sampleOrders.consumerPln.totals.total.gross,
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'PaymentOverdue', invoiceGuid: 'G1', gross: 488_300, currency: 'EUR' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'CardExpired', cardId: 'C1', expired: true }),
    );
  });

  it('makes none of an order waiting for its first payment, a paid invoice, a correction or a card not the default', async () => {
    const events = await eventsOf(
      portsWith({
        orders: [order('N1', {}), order('P1', { continues: 'O0', status: 'toSend', payment: 'done' })],
        invoices: [
          invoice('G1', {
            payment: { ...sampleInvoice.payment, method: 4, dueDate: '2026-11-20', paid: 1_488_300 },
          }),
          invoice('K1', { kind: 'KOR' }),
        ],
        cards: [card('C1', {}), card('C2', { isDefault: true, expYear: 2030 })],
      }),
    );
    expect(events).toEqual([]);
  });
});

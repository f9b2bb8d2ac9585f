import { describe, expect, it } from 'vitest';
import type { SavedCard } from '#shared/payments/saved-card';
import type { PaymentProvider } from '../../lib/payment-provider/port';
import type { Order } from '../../lib/table/orders';
import type { TransactItem } from '../../lib/table/transaction';
import type { Trial } from '../../lib/table/trials';
import { sampleSavedCard } from '../testing/fake-card-ports';
import { sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentPorts, fakeProvider } from '../testing/fake-payment-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { convertEndedTrials } from './convert-ended-trials';

const anna = { kind: 'client', sub: 'anna' } as const;

/** A private customer's free trial of two licences at 49.00 zł net a month from the second month. */
const trialOrder = (changes: Partial<Order> = {}): Order =>
  sampleOrder({
    id: 'trial-order',
    owner: anna,
    status: 'toSend',
    payment: 'done',
    paymentMethod: 7,
    shippingMethod: 'electronic',
    trialEndsAt: fixedNow.toISOString(),
    details: { ...sampleOrder().details, accountType: 'private' },
    lines: [
      {
        productId: 'm365-trial',
        name: 'Microsoft 365 Business Basic',
        kind: 'm365-subscription',
        quantity: 2,
        unitNet: 0,
        afterFirstMonthNet: 4_900,
        total: { net: 0, vat: 0, gross: 0 },
        vatTreatment: { case: 'domestic', rate: 2300, country: 'PL' },
      },
    ],
    totals: {
      goods: { net: 0, vat: 0, gross: 0 },
      discount: { net: 0, vat: 0, gross: 0 },
      shipping: { net: 0, vat: 0, gross: 0 },
      total: { net: 0, vat: 0, gross: 0 },
    },
    ...changes,
  });

const trial: Trial = { orderId: 'trial-order', owner: anna, endsAt: fixedNow.toISOString() };
const card = sampleSavedCard();
const label = (name: string, ...args: unknown[]) => ({ [name]: args }) as unknown as TransactItem;
const urls = { urlReturn: () => 'https://shop.test/return', urlStatus: 'https://shop.test/notify' };

const trialPorts = (
  orders: Order[],
  {
    cards = [card],
    failing = [],
    accepted = true,
  }: { cards?: SavedCard[]; failing?: string[]; accepted?: boolean } = {},
) => {
  const { provider, calls } = fakeProvider();
  const charging: PaymentProvider = { ...provider, chargeCard: async () => ({ accepted }) };
  const { ports, commits, warnings } = fakePaymentPorts({ orders, failing, provider: charging });
  return {
    ports: {
      ...ports,
      listSavedCards: async () => cards,
      listEndedTrials: async () => [trial],
      trialItems: { put: () => label('putTrial'), convert: (t: Trial) => label('convertTrial', t.orderId) },
      newOrderId: () => 'next-order',
      lastOrderSequence: async () => 41,
    },
    commits,
    calls,
    warnings,
  };
};

describe('a free trial whose month ended', () => {
  it('places the next month as a card order at the price from the second month, with order.placed, then charges the saved card', async () => {
    const { ports, commits, calls } = trialPorts([trialOrder()]);
    expect(await convertEndedTrials(ports, urls)).toEqual({ charged: 1, chargeFailed: 0, ended: 0 });
    const [placed, payment] = commits;
    const [putOrder, convert, numberTaken] = placed?.items.map(({ item }) => item) ?? [];
    const next = (putOrder as unknown as { putOrder: [Order] }).putOrder[0];
    expect(numberTaken).toEqual({ orderNumberTaken: ['2026', 42, 1] });
    expect(next).toMatchObject({
      id: 'next-order',
      number: '2026/000042',
      owner: anna,
      status: 'unpaid',
      payment: 'waiting',
      paymentMethod: 9,
      continues: 'trial-order',
      lines: [
        {
          productId: 'm365-trial',
          quantity: 2,
          unitNet: 4_900,
          total: { net: 9_800, vat: 2_254, gross: 12_054 },
        },
      ],
      totals: { total: { net: 9_800, vat: 2_254, gross: 12_054 } },
    });
    expect(next).not.toHaveProperty('trialEndsAt');
    expect(next.lines[0]).not.toHaveProperty('afterFirstMonthNet');
    expect(convert).toEqual({ convertTrial: ['trial-order'] });
    expect(placed?.events.map((event) => JSON.parse(event.detail).data)).toMatchObject([
      { orderId: 'next-order', totalGross: 12_054, paymentMethod: 9 },
    ]);
    expect(payment?.items.map(({ item }) => item)).toEqual([
      { putPayment: ['new-pay-1', 'registered', 12_054] },
    ]);
    expect(calls.find((call) => call.name === 'register')?.args).toMatchObject({
      sessionId: 'new-pay-1',
      amount: 12_054,
      method: 'card',
      methodRefId: 'REF-A',
    });
  });

  it('lists the next month under the business partner who brought the customer', async () => {
    const { ports, commits } = trialPorts([trialOrder({ partnerId: 'partner-1' })]);
    await convertEndedTrials(ports, urls);
    const [putOrder, listed, convert] = commits[0]?.items.map(({ item }) => item) ?? [];
    expect((putOrder as unknown as { putOrder: [Order] }).putOrder[0]).toMatchObject({
      partnerId: 'partner-1',
    });
    expect(listed).toEqual({ listForPartner: ['partner-1', 'next-order', 'anna'] });
    expect(convert).toEqual({ convertTrial: ['trial-order'] });
  });

  it('leaves the next month unpaid for the buyer to pay online when the card is declined', async () => {
    const { ports, warnings } = trialPorts([trialOrder()], { accepted: false });
    expect(await convertEndedTrials(ports, urls)).toEqual({ charged: 0, chargeFailed: 1, ended: 0 });
    expect(warnings.map((warning) => warning.fields)).toEqual([
      { orderId: 'next-order', code: 'card_payment_failed' },
    ]);
  });

  it('does nothing twice: a trial another run converted places no order and charges nothing', async () => {
    const { ports, calls } = trialPorts([trialOrder()], { failing: ['trial_converted'] });
    expect(await convertEndedTrials(ports, urls)).toEqual({ charged: 0, chargeFailed: 0, ended: 0 });
    expect(calls).toEqual([]);
  });

  it.each(['cancelled', 'returned'] as const)(
    'just ends the trial of a %s order, charging nothing',
    async (status) => {
      const { ports, commits, calls } = trialPorts([trialOrder({ status })]);
      expect(await convertEndedTrials(ports, urls)).toEqual({ charged: 0, chargeFailed: 0, ended: 1 });
      expect(commits.map(({ items }) => items.map(({ item }) => item))).toEqual([
        [{ convertTrial: ['trial-order'] }],
      ]);
      expect(calls).toEqual([]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { cardCreditLimits } from '#shared/payments/saved-card';
import type { PaymentProvider } from '../../lib/payment-provider/port';
import type { Payment } from '../../lib/table/payments';
import type { TransactItem } from '../../lib/table/transaction';
import { fakeCardPorts, storedCard } from '../testing/fake-card-ports';
import { fakePaymentItems, fakeProvider } from '../testing/fake-payment-ports';
import { chargeSavedCard } from './charge-saved-card';
import type { PaymentPorts } from './deps';

const sub = 'client-1';
const card = storedCard(sub);
const charge = {
  sub,
  paymentId: 'renewal-1',
  record: {
    orderId: 'order-2',
    owner: { kind: 'client' as const, sub },
    amount: 49_99,
    currency: 'PLN' as const,
  },
  description: 'Renewal',
  email: 'anna@example.com',
  language: 'pl' as const,
  urlReturn: 'https://shop.test/',
  urlStatus: 'https://shop.test/api/payments/notifications/przelewy24',
};

const providerAccepting = (accepted: boolean) => {
  const { provider, calls } = fakeProvider();
  const charges: unknown[] = [];
  const p: PaymentProvider = {
    ...provider,
    chargeCard: async (request) => {
      charges.push(request);
      return { accepted };
    },
  };
  return { provider: p, calls, charges };
};

/** The card ports with the payment items as records of what was stored and moved. */
const chargePorts = (options: Parameters<typeof fakeCardPorts>[0]) => {
  const { ports } = fakeCardPorts(options);
  const stored: unknown[] = [];
  const applying = (record: unknown) =>
    ({ holds: () => true, apply: () => stored.push(record) }) as unknown as TransactItem;
  const paymentItems = {
    ...fakePaymentItems,
    put: (payment: Payment) =>
      applying({ put: payment.paymentId, state: payment.state, amount: payment.amount }),
    move: (payment: Payment, action: string) => applying({ move: payment.paymentId, action }),
  } as PaymentPorts['paymentItems'];
  return { ports: { ...ports, paymentItems }, stored };
};

describe('chargeSavedCard (off-session renewal by the card reference)', () => {
  it('registers with the default card’s reference as methodRefId, stores the payment registered, then charges it', async () => {
    const { provider, calls, charges } = providerAccepting(true);
    const { ports, stored } = chargePorts({ provider, cards: [card], defaults: { [sub]: card.cardId } });
    expect(await chargeSavedCard(ports, charge)).toEqual({ ok: true, value: { cardId: card.cardId } });
    expect(calls[0]?.args).toMatchObject({
      sessionId: 'renewal-1',
      amount: 49_99,
      methodRefId: 'REF-A',
      method: 'card',
    });
    expect(stored).toEqual([{ put: 'renewal-1', state: 'registered', amount: 49_99 }]);
    expect(charges).toEqual([{ token: 'token-renewal-1', cardReference: 'REF-A' }]);
  });

  it('answers card_payment_failed when the provider declines the card, the payment declined', async () => {
    const { provider } = providerAccepting(false);
    const { ports, stored } = chargePorts({ provider, cards: [card], defaults: { [sub]: card.cardId } });
    expect(await chargeSavedCard(ports, charge)).toEqual({ ok: false, code: 'card_payment_failed' });
    expect(stored).toEqual([
      { put: 'renewal-1', state: 'registered', amount: 49_99 },
      { move: 'renewal-1', action: 'decline' },
    ]);
  });

  it.each([
    ['an inactive card', { state: 'inactive' as const }, charge.record.amount],
    ['an expired card', { expYear: 2025 }, charge.record.amount],
    ['an amount above the credit limit', {}, cardCreditLimits.PLN + 1],
  ])('does not charge %s', async (_, changes, amount) => {
    const { provider, charges } = providerAccepting(true);
    const { ports, stored } = chargePorts({ provider, cards: [storedCard(sub, changes)] });
    const record = { ...charge.record, amount };
    expect(await chargeSavedCard(ports, { ...charge, record, cardId: card.cardId })).toEqual({
      ok: false,
      code: 'card_payment_failed',
    });
    expect(charges).toEqual([]);
    expect(stored).toEqual([]);
  });

  it('answers card_not_found when the customer has no default card', async () => {
    const { ports } = chargePorts({ cards: [card] });
    expect(await chargeSavedCard(ports, charge)).toEqual({ ok: false, code: 'card_not_found' });
  });
});

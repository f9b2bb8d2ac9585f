import { describe, expect, it } from 'vitest';
import { cardCreditLimits } from '#shared/payments/saved-card';
import type { PaymentProvider } from '../../lib/payment-provider/port';
import { fakeCardPorts, storedCard } from '../testing/fake-card-ports';
import { fakeProvider } from '../testing/fake-payment-ports';
import { chargeSavedCard } from './charge-saved-card';

const sub = 'client-1';
const card = storedCard(sub);
const charge = {
  sub,
  sessionId: 'renewal-1',
  amount: 49_99,
  currency: 'PLN' as const,
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

describe('chargeSavedCard (off-session renewal by the card reference)', () => {
  it('registers with the default card’s reference as methodRefId and charges it', async () => {
    const { provider, calls, charges } = providerAccepting(true);
    const { ports } = fakeCardPorts({ provider, cards: [card], defaults: { [sub]: card.cardId } });
    expect(await chargeSavedCard(ports, charge)).toEqual({ ok: true, value: { cardId: card.cardId } });
    expect(calls[0]?.args).toMatchObject({ sessionId: 'renewal-1', methodRefId: 'REF-A', method: 'card' });
    expect(charges).toEqual([{ token: 'token-renewal-1', cardReference: 'REF-A' }]);
  });

  it('answers card_payment_failed when the provider declines the card', async () => {
    const { provider } = providerAccepting(false);
    const { ports } = fakeCardPorts({ provider, cards: [card], defaults: { [sub]: card.cardId } });
    expect(await chargeSavedCard(ports, charge)).toEqual({ ok: false, code: 'card_payment_failed' });
  });

  it.each([
    ['an inactive card', { state: 'inactive' as const }, charge.amount],
    ['an expired card', { expYear: 2025 }, charge.amount],
    ['an amount above the credit limit', {}, cardCreditLimits.PLN + 1],
  ])('does not charge %s', async (_, changes, amount) => {
    const { provider, charges } = providerAccepting(true);
    const { ports } = fakeCardPorts({ provider, cards: [storedCard(sub, changes)] });
    expect(await chargeSavedCard(ports, { ...charge, amount, cardId: card.cardId })).toEqual({
      ok: false,
      code: 'card_payment_failed',
    });
    expect(charges).toEqual([]);
  });

  it('answers card_not_found when the customer has no default card', async () => {
    const { ports } = fakeCardPorts({ cards: [card] });
    expect(await chargeSavedCard(ports, charge)).toEqual({ ok: false, code: 'card_not_found' });
  });
});

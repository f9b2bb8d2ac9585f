import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import { fakeCardPorts } from '../testing/fake-card-ports';
import { fakeProvider } from '../testing/fake-payment-ports';
import { addCard } from './add-card';

const input = {
  sub: 'client-1',
  email: 'anna@example.com',
  language: 'pl' as const,
  urls: {
    urlReturn: (checkId: string) => `https://shop.test/ustawienia-konta/karty-platnicze/?check=${checkId}`,
    urlStatus: 'https://shop.test/api/payments/notifications/przelewy24',
    urlRefundStatus: 'https://shop.test/api/payments/notifications/przelewy24/refunds',
  },
};

describe('addCard (spec section 9: a 1 PLN verification charge)', () => {
  it('registers 1 PLN by card with the card remembered and answers the provider page', async () => {
    const { provider, calls } = fakeProvider();
    const { ports, state } = fakeCardPorts({ provider });
    const added = await addCard(ports, input);
    if (!added.ok) throw new Error(added.code);
    expect(added.value.redirectUrl).toBe(`https://p24.test/trnRequest/token-${added.value.checkId}`);
    expect(calls[0]?.args).toMatchObject({
      sessionId: added.value.checkId,
      amount: 100,
      currency: 'PLN',
      method: 'card',
      rememberCard: true,
      urlReturn: `https://shop.test/ustawienia-konta/karty-platnicze/?check=${added.value.checkId}`,
    });
    expect(state.checks).toMatchObject([
      { sessionId: added.value.checkId, sub: 'client-1', state: 'registered' },
    ]);
    expect(state.cards).toEqual([]);
  });

  it('answers card_add_failed and stores nothing when the provider refuses the registration', async () => {
    const { provider } = fakeProvider({
      register: async () => {
        throw new ProviderError(400, 'Invalid input');
      },
    });
    const { ports, state } = fakeCardPorts({ provider });
    expect(await addCard(ports, input)).toEqual({ ok: false, code: 'card_add_failed' });
    expect(state.checks).toEqual([]);
  });
});
